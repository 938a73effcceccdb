// `TruncationMode` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `TruncationMode` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
private struct TruncationModeUsage: View {
  var body: some View {
    Text("/a/long/path").lineLimit(1).truncationMode(.middle)
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func truncationModeCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(TruncationModeUsage())
    #expect(try host.find(text: "/a/long/path").attribute("truncationMode") == ".middle")
  }
#endif
