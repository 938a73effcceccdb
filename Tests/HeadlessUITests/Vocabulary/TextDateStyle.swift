import Foundation
import HeadlessUI
import Testing

/// `TextDateStyle` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct TextDateStyleUsage: View {
  var body: some View {
    Text(Date(timeIntervalSinceNow: 7_260), style: .relative)
  }
}

@MainActor @Test func textDateStyleCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(TextDateStyleUsage())
  #expect(try host.find(text: "2 hours, 1 minute").isMounted)
}
