import Foundation
import HeadlessUI
import Testing

/// `TimerPublish` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct TimerPublishUsage: View {
  var body: some View {
    Text("Clock").onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in }
  }
}

@MainActor @Test func timerPublishCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(TimerPublishUsage())
  #expect(try host.fireTimers() == 1)
}
