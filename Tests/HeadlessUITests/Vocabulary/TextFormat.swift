import Foundation
import HeadlessUI
import Testing

/// `TextFormat` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct TextFormatUsage: View {
  var body: some View {
    Text(1234, format: .number.grouping(.never))
  }
}

@MainActor @Test func textFormatCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(TextFormatUsage())
  #expect(try host.find(text: "1234").isMounted)
}
