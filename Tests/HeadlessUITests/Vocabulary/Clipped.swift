import Foundation
import HeadlessUI
import Testing

/// `Clipped` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct ClippedUsage: View {
  var body: some View {
    Image("banner").resizable().scaledToFill().frame(height: 120).clipped().accessibilityLabel("Banner")
  }
}

@MainActor @Test func clippedCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(ClippedUsage())
  #expect(try host.find(label: "Banner").attribute("clipped") == "")
}
