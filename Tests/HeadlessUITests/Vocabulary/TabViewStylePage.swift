import Foundation
import HeadlessUI
import Testing

/// `TabViewStylePage` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct TabViewStylePageUsage: View {
  var body: some View {
    TabView { Text("Page 1"); Text("Page 2") }.tabViewStyle(.page)
  }
}

@MainActor @Test func tabViewStylePageCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(TabViewStylePageUsage())
  #expect(host.render().contains(".tabViewStyle(PageTabViewStyle)"))
}
