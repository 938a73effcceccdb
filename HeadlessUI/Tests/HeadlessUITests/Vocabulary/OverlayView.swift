// `overlay(_:alignment:)` as an app writes it. The usage view compiles against SwiftUI where it
// exists (the apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against
// HeadlessUI elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `overlay(_:alignment:)` as an app writes it: it compiles against HeadlessUI and, in the
/// apple-check, against Apple's shapes (SwiftUI's interface); the test below renders it on
/// HeadlessUI.
private struct OverlayViewUsage: View {
  var body: some View {
    Image(systemName: "bell").overlay(Text("3"), alignment: .topTrailing)
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func overlayViewCompilesAsAnAppWritesItAndRendersTheOverlay() throws {
    let host = ViewHost(OverlayViewUsage())
    #expect(try host.find(text: "3").isMounted)
    #expect(try host.find(systemImage: "bell").isMounted)
  }
#endif
