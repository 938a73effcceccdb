import Foundation
import HeadlessUI
import Testing

/// `ViewThatFits` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct ViewThatFitsUsage: View {
  var body: some View {
    ViewThatFits(in: .horizontal) { HStack { Text("Wide") }; Text("Narrow") }
  }
}

@MainActor @Test func viewThatFitsCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(ViewThatFitsUsage())
  #expect(try host.findAll(text: "Narrow").isEmpty && ( host.find(text: "Wide").isMounted))
}
