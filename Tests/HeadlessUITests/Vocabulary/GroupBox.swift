import Foundation
import HeadlessUI
import Testing

/// `GroupBox` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct GroupBoxUsage: View {
  var body: some View {
    GroupBox("Shipping") { Text("1 Infinite Loop") }
  }
}

@MainActor @Test func groupBoxCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(GroupBoxUsage())
  #expect(try host.find(text: "Shipping").isMounted && (try host.find(text: "1 Infinite Loop").isMounted))
}
