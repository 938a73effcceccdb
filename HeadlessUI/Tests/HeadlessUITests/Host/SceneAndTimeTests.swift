import Foundation
import HeadlessUI
import Testing

/// The sleep an app injects into its views: `Task.sleep` in the app, a host clock's in tests.
private struct SleepKey: EnvironmentKey {
  static let defaultValue: @Sendable (TimeInterval) async throws -> Void = { seconds in
    try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
  }
}

extension EnvironmentValues {
  fileprivate var sleep: @Sendable (TimeInterval) async throws -> Void {
    get { self[SleepKey.self] }
    set { self[SleepKey.self] = newValue }
  }
}

/// An app's lock: 30 seconds in the background lock it.
private struct LockingScreen: View {
  @Environment(\.scenePhase) private var scenePhase
  @Environment(\.sleep) private var sleep
  @State private var isLocked = false

  var body: some View {
    Text(isLocked ? "Locked" : "Secrets")
      .task(id: scenePhase) {
        guard scenePhase == .background else { return }
        do {
          try await sleep(30)
          isLocked = true
        } catch {}
      }
  }
}

/// The phases a view sees, in order.
private struct PhaseLog: View {
  let log: Log
  @Environment(\.scenePhase) private var scenePhase

  var body: some View {
    Text("phase").onChange(of: scenePhase) { _, phase in log.add("\(phase)") }
  }
}

/// A countdown on a one-second timer.
private struct Countdown: View {
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  @State private var remaining = 5

  var body: some View {
    Text("\(remaining)").onReceive(timer) { _ in remaining -= 1 }
  }
}

/// A test drives the scene phase of a hosted window and the time its app sees.
@MainActor @Suite struct SceneAndTimeTests {
  // "Managing your app's life cycle" (https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle):
  // a scene goes foreground-active → foreground-inactive → background when the user leaves the
  // app, and back through foreground-inactive; `ScenePhase` reflects those states and
  // `onChange(of: scenePhase)` runs on each change
  // (https://developer.apple.com/documentation/swiftui/scenephase).
  @Test func aSceneGoesThroughInactiveBetweenTheForegroundAndTheBackground() throws {
    let log = Log()
    let host = ViewHost(PhaseLog(log: log))
    try host.setScenePhase(.background)
    #expect(log.entries == ["inactive", "background"])
    #expect(host.scenePhase == .background)
    try host.setScenePhase(.active)
    #expect(log.entries == ["inactive", "background", "inactive", "active"])
    try host.setScenePhase(.inactive)
    #expect(log.entries.last == "inactive" && log.entries.count == 5)
  }

  // The flow the predecessor's users wrote with a real 31-second sleep: the view's `task(id:)`
  // restarts with each phase (https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)),
  // and its sleep, injected, ends when the test's clock says so.
  @Test func anAppLocksAfterThirtySecondsInTheBackgroundWithoutWaiting() async throws {
    let clock = HostClock()
    let host = ViewHost(LockingScreen().environment(\.sleep) { try await clock.sleep(for: $0) })
    try host.setScenePhase(.background)
    try await host.advanceTime(by: 29, on: clock)
    #expect(try host.find(text: "Secrets").isMounted)
    try await host.advanceTime(by: 2, on: clock)
    #expect(try host.find(text: "Locked").isMounted)
  }

  @Test func returningBeforeThirtySecondsCancelsTheLock() async throws {
    let clock = HostClock()
    let host = ViewHost(LockingScreen().environment(\.sleep) { try await clock.sleep(for: $0) })
    try host.setScenePhase(.background)
    try await host.advanceTime(by: 10, on: clock)
    try host.setScenePhase(.active)
    try await host.advanceTime(by: 60, on: clock)
    #expect(try host.find(text: "Secrets").isMounted)
  }

  // `Timer.publish(every:on:in:)` "repeatedly emits the current date on the given interval"
  // (https://developer.apple.com/documentation/foundation/timer/publish(every:tolerance:on:in:options:)):
  // on the host's clock, once per elapsed interval.
  @Test func theHostClockFiresTimersOncePerElapsedInterval() async throws {
    let clock = HostClock()
    let host = ViewHost(Countdown())
    try await host.advanceTime(by: 3.5, on: clock)
    #expect(try host.find(text: "2").isMounted)
    try await host.advanceTime(by: 0.5, on: clock)
    #expect(try host.find(text: "1").isMounted)
    #expect(clock.now == 4)
  }
}
