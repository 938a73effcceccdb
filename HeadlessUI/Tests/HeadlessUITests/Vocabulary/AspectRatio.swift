// `AspectRatio` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `AspectRatio` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
private struct AspectRatioUsage: View {
  var body: some View {
    VStack { Color.gray.aspectRatio(16 / 9, contentMode: .fit).accessibilityIdentifier("a"); Color.gray.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fill) }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func aspectRatioCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(AspectRatioUsage())
    #expect(try host.find(identifier: "a").attribute("aspectRatio") == "1.7777777777777777, contentMode: .fit")
  }
#endif
