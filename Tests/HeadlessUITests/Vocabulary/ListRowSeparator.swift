import Foundation
import HeadlessUI
import Testing

/// `ListRowSeparator` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct ListRowSeparatorUsage: View {
  var body: some View {
    List { Text("Row").listRowSeparator(.hidden) }
  }
}

@MainActor @Test func listRowSeparatorCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(ListRowSeparatorUsage())
  #expect(try host.find(text: "Row").attribute("listRowSeparator") == ".hidden")
}
