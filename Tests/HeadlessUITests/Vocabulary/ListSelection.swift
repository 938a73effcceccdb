import Foundation
import HeadlessUI
import Testing

/// `ListSelection` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct ListSelectionUsage: View {
  var body: some View {
    List(selection: .constant(Optional(1))) { Text("One").tag(1) }
  }
}

@MainActor @Test func listSelectionCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(ListSelectionUsage())
  #expect(try host.find(text: "One").isMounted)
}
