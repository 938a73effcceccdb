import Foundation
import HeadlessUI
import Testing

/// `Grid` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct GridUsage: View {
  var body: some View {
    Grid(alignment: .leading, horizontalSpacing: 8) { GridRow { Text("Subtotal"); Text("€10") }; GridRow(alignment: .top) { Text("Total"); Text("€12") } }
  }
}

@MainActor @Test func gridCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(GridUsage())
  #expect(try host.find(text: "€12").isMounted)
}
