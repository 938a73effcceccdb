import Foundation
import HeadlessUI
import Testing

/// `Badge` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct BadgeUsage: View {
  var body: some View {
    TabView { Text("Cart").tabItem { Label("Cart", systemImage: "cart") }.badge(3) }
  }
}

@MainActor @Test func badgeCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(BadgeUsage())
  #expect(host.render().contains(".badge(3)"))
}
