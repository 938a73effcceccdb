import Foundation
import HeadlessUI
import Testing

/// `ListRowInsets` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct ListRowInsetsUsage: View {
  var body: some View {
    List { Text("Row").listRowInsets(EdgeInsets()) }
  }
}

@MainActor @Test func listRowInsetsCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(ListRowInsetsUsage())
  #expect(try host.find(text: "Row").attribute("listRowInsets") == "EdgeInsets(top: 0.0, leading: 0.0, bottom: 0.0, trailing: 0.0)")
}
