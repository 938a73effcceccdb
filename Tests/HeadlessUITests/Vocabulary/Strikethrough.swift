import Foundation
import HeadlessUI
import Testing

/// `Strikethrough` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct StrikethroughUsage: View {
  var body: some View {
    Text("Old price").strikethrough(true, color: .red)
  }
}

@MainActor @Test func strikethroughCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(StrikethroughUsage())
  #expect(try host.find(text: "Old price").attribute("strikethrough") == "true, color: red")
}
