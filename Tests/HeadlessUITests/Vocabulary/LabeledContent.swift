import Foundation
import HeadlessUI
import Testing

/// `LabeledContent` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct LabeledContentUsage: View {
  var body: some View {
    Form { LabeledContent("Total", value: "€12"); LabeledContent("Items") { Text("3") } }
  }
}

@MainActor @Test func labeledContentCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(LabeledContentUsage())
  #expect(try host.find(text: "€12").isMounted && (try host.find(text: "Items").isMounted))
}
