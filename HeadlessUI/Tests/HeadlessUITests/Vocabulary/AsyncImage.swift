// `AsyncImage` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `AsyncImage` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
private struct AsyncImageUsage: View {
  var body: some View {
    AsyncImage(url: URL(string: "https://shop.example/a.jpg")) { image in image.resizable() } placeholder: { ProgressView() }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func asyncImageCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(AsyncImageUsage())
    #expect(try host.asyncImage(url: URL(string: "https://shop.example/a.jpg")).imageLoadPhase == "empty")
  }
#endif
