// `Clipped` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `Clipped` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
private struct ClippedUsage: View {
  var body: some View {
    Image("banner").resizable().scaledToFill().frame(height: 120).clipped().accessibilityLabel("Banner")
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func clippedCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(ClippedUsage())
    #expect(try host.find(label: "Banner").attribute("clipped") == "")
  }
#endif
