// `RotationEffect` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `RotationEffect` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
private struct RotationEffectUsage: View {
  var body: some View {
    Image(systemName: "chevron.right").rotationEffect(.degrees(90)).accessibilityLabel("Chevron")
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func rotationEffectCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(RotationEffectUsage())
    #expect(try host.find(label: "Chevron").attribute("rotationEffect") == ".degrees(90.0)")
  }
#endif
