import Foundation
import HeadlessUI
import Testing

private struct Countdown: View {
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  @State private var remaining = 3
  @State private var lastTick: Date?

  var body: some View {
    Text("\(remaining)")
      .onReceive(timer) { date in
        if remaining > 0 { remaining -= 1 }
        lastTick = date
      }
    Text("last \(lastTick?.timeIntervalSince1970 ?? 0)")
  }
}

/// Timers the test fires.
@MainActor @Suite struct TimerTests {
  // https://developer.apple.com/documentation/foundation/timer/publish(every:tolerance:on:in:options:)
  // — "Returns a publisher that repeatedly emits the current date on the given interval."; an
  // `onReceive` receives each date
  // (https://developer.apple.com/documentation/swiftui/view/onreceive(_:perform:)).
  @Test func eachFiredTickRunsTheOnReceiveActionWithItsDate() throws {
    let host = ViewHost(Countdown())
    #expect(try host.find(text: "3").isMounted)
    #expect(try host.fireTimers(at: Date(timeIntervalSince1970: 10)) == 1)
    #expect(try host.find(text: "2").isMounted)
    #expect(try host.find(text: "last 10.000000").isMounted)
    try host.fireTimers()
    try host.fireTimers()
    try host.fireTimers()
    #expect(try host.find(text: "0").isMounted)
  }

  @Test func aTimerNeverFiresOnItsOwn() async throws {
    let host = ViewHost(Countdown())
    try await host.settle(timeout: 0.05)
    #expect(try host.find(text: "3").isMounted)
  }

  @Test func aTimerWhoseViewLeftFiresNothing() throws {
    let host = ViewHost(Countdown())
    host.unmount()
    #expect(try host.fireTimers() == 0)
  }
}
