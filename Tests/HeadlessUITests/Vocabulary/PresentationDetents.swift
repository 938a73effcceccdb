import Foundation
import HeadlessUI
import Testing

/// `PresentationDetents` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct PresentationDetentsUsage: View {
  var body: some View {
    Text("Filters").presentationDetents([.medium, .large])
  }
}

@MainActor @Test func presentationDetentsCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(PresentationDetentsUsage())
  #expect(try host.find(text: "Filters").attribute("presentationDetents") == ".large, .medium")
}
