// The recipe's step for time an app reads directly. A test host drives only the time it is asked
// for: `Date.now` reads the system's wall clock and `DispatchQueue.main.asyncAfter` schedules on
// the system's monotonic clock, and neither has a hook through which code outside the app could
// move them. So the app asks for time through a value it is given: `AppTime` below, an
// environment value whose defaults are `Date.now` and `DispatchQueue.main.asyncAfter`, so the app
// behaves as before; each use changes one line (`Date.now` → `time.now()`,
// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.8) {` → `time.after(0.8) {`), and a test
// gives the views a `HostClock`'s time, which `advanceTime(by:on:)` moves in milliseconds.
//
// The two flows are modelled on the predecessor's users' apps: a feed refreshed when the app comes
// back after more than 30 seconds in the background (it compares `Date.now`), and a vault that
// unlocks 0.8 seconds after the right passcode (`DispatchQueue.main.asyncAfter`).
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

// MARK: The app's side (compiles against SwiftUI unchanged)

/// The app's time: what "now" is, and how to run work after a delay.
struct AppTime: Sendable {
  var now: @MainActor @Sendable () -> Date = { Date.now }
  var after: @MainActor @Sendable (TimeInterval, @escaping @MainActor @Sendable () -> Void) -> Void = { delay, work in
    DispatchQueue.main.asyncAfter(deadline: .now() + delay) { MainActor.assumeIsolated { work() } }
  }
}

private struct AppTimeKey: EnvironmentKey {
  static let defaultValue = AppTime()
}

extension EnvironmentValues {
  /// The app's time (by default, the system's).
  var time: AppTime {
    get { self[AppTimeKey.self] }
    set { self[AppTimeKey.self] = newValue }
  }
}

/// A feed that refreshes when the app returns after more than 30 seconds in the background.
private struct FeedScreen: View {
  @Environment(\.scenePhase) private var scenePhase
  @Environment(\.time) private var time
  @State private var backgroundedAt: Date?
  @State private var refreshes = 0

  var body: some View {
    Text("Refreshed \(refreshes) times")
      .onChange(of: scenePhase) { _, phase in
        switch phase {
        case .background:
          backgroundedAt = time.now()  // was: Date.now
        case .active:
          if let backgroundedAt, time.now().timeIntervalSince(backgroundedAt) > 30 { refreshes += 1 }  // was: Date.now
          backgroundedAt = nil
        default:
          break
        }
      }
  }
}

/// A vault that unlocks 0.8 seconds after the right passcode, as its animation ends.
private struct VaultScreen: View {
  @Environment(\.time) private var time
  @State private var isUnlocked = false

  var body: some View {
    VStack {
      Text(isUnlocked ? "Unlocked" : "Locked")
      Button("Enter passcode") {
        time.after(0.8) { isUnlocked = true }  // was: DispatchQueue.main.asyncAfter(deadline: .now() + 0.8) {
      }
    }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  // MARK: The test's side

  extension AppTime {
    /// The time of `clock`: "now" starts at `start` and moves with the clock, and work waits for
    /// the clock to reach its deadline.
    static func on(_ clock: HostClock, from start: Date = Date(timeIntervalSinceReferenceDate: 0)) -> AppTime {
      AppTime(
        now: { start.addingTimeInterval(clock.now) },
        after: { delay, work in clock.wake(at: clock.now + delay, work) }
      )
    }
  }

  @MainActor @Test func aFeedBackgroundedForMoreThan30SecondsRefreshesOnTheHostClock() async throws {
    let clock = HostClock()
    let host = ViewHost(FeedScreen().environment(\.time, .on(clock)))
    try host.setScenePhase(.background)
    try await host.advanceTime(by: 29, on: clock)
    try host.setScenePhase(.active)
    #expect(try host.find(text: "Refreshed 0 times").isMounted)

    try host.setScenePhase(.background)
    try await host.advanceTime(by: 31, on: clock)
    try host.setScenePhase(.active)
    #expect(try host.find(text: "Refreshed 1 times").isMounted)
  }

  @MainActor @Test func aVaultUnlocks08SecondsAfterThePasscodeOnTheHostClock() async throws {
    let clock = HostClock()
    let host = ViewHost(VaultScreen().environment(\.time, .on(clock)))
    try host.button("Enter passcode").tap()
    try await host.advanceTime(by: 0.4, on: clock)
    #expect(try host.find(text: "Locked").isMounted)
    try await host.advanceTime(by: 0.4, on: clock)
    #expect(try host.find(text: "Unlocked").isMounted)
  }
#endif
