import Foundation
import HeadlessUI
import Testing

/// `TruncationMode` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct TruncationModeUsage: View {
  var body: some View {
    Text("/a/long/path").lineLimit(1).truncationMode(.middle)
  }
}

@MainActor @Test func truncationModeCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(TruncationModeUsage())
  #expect(try host.find(text: "/a/long/path").attribute("truncationMode") == ".middle")
}
