// `background(_:alignment:)` as an app writes it. The usage view compiles against SwiftUI where it
// exists (the apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against
// HeadlessUI elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `background(_:alignment:)` as an app writes it: it compiles against HeadlessUI and, in the
/// apple-check, against Apple's shapes (SwiftUI's interface); the test below renders it on
/// HeadlessUI.
private struct BackgroundViewUsage: View {
  var body: some View {
    Text("Inbox").background(Rectangle().fill(Color.blue), alignment: .leading)
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func backgroundViewCompilesAsAnAppWritesItAndRendersTheBackground() throws {
    let host = ViewHost(BackgroundViewUsage())
    #expect(try host.find(text: "Inbox").isMounted)
    #expect(host.findAll(Rectangle.self).count == 1)
  }
#endif
