import Foundation
import HeadlessUI
import Testing

/// `NavigationSplitView` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct NavigationSplitViewUsage: View {
  var body: some View {
    NavigationSplitView { Text("Sidebar") } content: { Text("Content") } detail: { Text("Detail") }
  }
}

@MainActor @Test func navigationSplitViewCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(NavigationSplitViewUsage())
  #expect(try host.find(text: "Content").isMounted && (try host.find(text: "Detail").isMounted))
}
