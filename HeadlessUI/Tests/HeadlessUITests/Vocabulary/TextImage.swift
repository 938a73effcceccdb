// `Text(Image)` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `Text(Image)` as an app writes it: it compiles against HeadlessUI and, in the apple-check,
/// against Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
private struct TextImageUsage: View {
  var body: some View {
    Text(Image(systemName: "star.fill")) + Text(" 4.5")
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func textImageCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(TextImageUsage())
    #expect(try host.find(text: " 4.5").isMounted)
    #expect(try host.find(systemImage: "star.fill").text == " 4.5")
  }
#endif
