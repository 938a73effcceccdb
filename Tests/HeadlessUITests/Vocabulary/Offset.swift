import Foundation
import HeadlessUI
import Testing

/// `Offset` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct OffsetUsage: View {
  var body: some View {
    VStack { Text("A").offset(x: 4, y: -4); Text("B").offset(CGSize(width: 1, height: 2)) }
  }
}

@MainActor @Test func offsetCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(OffsetUsage())
  #expect(try host.find(text: "A").attribute("offset") == "x: 4.0, y: -4.0")
}
