import Foundation
import HeadlessUI
import Testing

/// `ContentTransition` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct ContentTransitionUsage: View {
  var body: some View {
    Text("3").contentTransition(.numericText())
  }
}

@MainActor @Test func contentTransitionCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(ContentTransitionUsage())
  #expect(try host.find(text: "3").attribute("contentTransition") == ".numericText(countsDown: false)")
}
