import Foundation
import HeadlessUI
import Testing

/// `PresentationDragIndicator` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct PresentationDragIndicatorUsage: View {
  var body: some View {
    Text("Filters").presentationDragIndicator(.visible)
  }
}

@MainActor @Test func presentationDragIndicatorCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(PresentationDragIndicatorUsage())
  #expect(try host.find(text: "Filters").attribute("presentationDragIndicator") == ".visible")
}
