import Foundation
import HeadlessUI
import Testing

/// `ListRowBackground` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct ListRowBackgroundUsage: View {
  var body: some View {
    List { Text("Row").listRowBackground(Color.yellow) }
  }
}

@MainActor @Test func listRowBackgroundCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(ListRowBackgroundUsage())
  #expect(try host.find(text: "Row").attribute("listRowBackground") == "Color")
}
