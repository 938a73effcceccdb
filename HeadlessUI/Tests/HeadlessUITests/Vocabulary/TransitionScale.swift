// `AnyTransition.scale(scale:anchor:)` as an app writes it. The usage view compiles against SwiftUI
// where it exists (the apple-check type-checks it as app code against Apple's shapes, `.ci/run`)
// and against HeadlessUI elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `AnyTransition.scale(scale:anchor:)` as an app writes it: it compiles against HeadlessUI and, in
/// the apple-check, against Apple's shapes (SwiftUI's interface); the test below renders it on
/// HeadlessUI.
private struct TransitionScaleUsage: View {
  @State private var showsBadge = true
  var body: some View {
    if showsBadge {
      Text("New").transition(.scale(scale: 0.5, anchor: .top))
    }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func transitionScaleCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(TransitionScaleUsage())
    #expect(try host.find(text: "New").attribute("transition") == ".scale(scale: 0.5, anchor: UnitPoint(x: 0.5, y: 0.0))")
  }
#endif
