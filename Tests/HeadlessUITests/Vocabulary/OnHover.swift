import Foundation
import HeadlessUI
import Testing

/// `OnHover` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct OnHoverUsage: View {
  var body: some View {
    Text("Help").onHover { _ in }
  }
}

@MainActor @Test func onHoverCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(OnHoverUsage())
  #expect((try? host.find(text: "Help").hover(true)) != nil)
}
