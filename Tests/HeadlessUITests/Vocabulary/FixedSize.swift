import Foundation
import HeadlessUI
import Testing

/// `FixedSize` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct FixedSizeUsage: View {
  var body: some View {
    VStack { Text("A").fixedSize(); Text("B").fixedSize(horizontal: false, vertical: true) }
  }
}

@MainActor @Test func fixedSizeCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(FixedSizeUsage())
  #expect(try host.find(text: "B").attribute("fixedSize") == "horizontal: false, vertical: true")
}
