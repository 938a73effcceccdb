import Foundation
import HeadlessUI
import Testing

/// `ContainerRelativeFrame` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct ContainerRelativeFrameUsage: View {
  var body: some View {
    ScrollView(.horizontal) { Text("Card").containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8) }
  }
}

@MainActor @Test func containerRelativeFrameCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(ContainerRelativeFrameUsage())
  #expect(try host.find(text: "Card").attribute("containerRelativeFrame") == ".horizontal, count: 3, span: 2, spacing: 8.0")
}
