// `TimerPublish` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `TimerPublish` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
private struct TimerPublishUsage: View {
  var body: some View {
    Text("Clock").onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func timerPublishCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(TimerPublishUsage())
    #expect(try host.fireTimers() == 1)
  }
#endif
