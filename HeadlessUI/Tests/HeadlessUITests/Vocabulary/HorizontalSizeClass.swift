// `HorizontalSizeClass` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

private struct SizeClassReader: View {
  @Environment(\.horizontalSizeClass) private var horizontal
  @Environment(\.verticalSizeClass) private var vertical
  var body: some View { Text(horizontal == .compact && vertical == .regular ? "compact" : "regular") }
}

/// `HorizontalSizeClass` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
private struct HorizontalSizeClassUsage: View {
  var body: some View {
    SizeClassReader()
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func horizontalSizeClassCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(HorizontalSizeClassUsage())
    #expect(try host.find(text: "compact").isMounted)
  }
#endif
