import Foundation
import HeadlessUI
import Testing

/// `AsyncImage` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct AsyncImageUsage: View {
  var body: some View {
    AsyncImage(url: URL(string: "https://shop.example/a.jpg")) { image in image.resizable() } placeholder: { ProgressView() }
  }
}

@MainActor @Test func asyncImageCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(AsyncImageUsage())
  #expect(try host.asyncImage(url: URL(string: "https://shop.example/a.jpg")).imageLoadPhase == "empty")
}
