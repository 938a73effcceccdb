import Foundation
import HeadlessUI
import Testing

/// `FontDesign` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct FontDesignUsage: View {
  var body: some View {
    VStack { Text("12:30").fontDesign(.monospaced) }.fontDesign(.rounded)
  }
}

@MainActor @Test func fontDesignCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(FontDesignUsage())
  #expect(try host.find(text: "12:30").attribute("fontDesign") == ".monospaced")
}
