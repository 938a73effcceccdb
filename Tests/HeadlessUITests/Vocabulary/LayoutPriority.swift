import Foundation
import HeadlessUI
import Testing

/// `LayoutPriority` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct LayoutPriorityUsage: View {
  var body: some View {
    Text("Name").layoutPriority(1)
  }
}

@MainActor @Test func layoutPriorityCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(LayoutPriorityUsage())
  #expect(try host.find(text: "Name").attribute("layoutPriority") == "1.0")
}
