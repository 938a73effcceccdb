// `ScaleEffect` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `ScaleEffect` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
private struct ScaleEffectUsage: View {
  var body: some View {
    VStack { Text("A").scaleEffect(1.2); Text("B").scaleEffect(x: 2, y: 1, anchor: .leading); Text("C").scaleEffect(CGSize(width: 1, height: 3)) }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func scaleEffectCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(ScaleEffectUsage())
    #expect(try host.find(text: "A").attribute("scaleEffect") == "1.2")
  }
#endif
