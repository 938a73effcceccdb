import Foundation

extension ViewHost {
  /// Lets `seconds` of the app's time pass on `clock`, in milliseconds of real time: the
  /// clock's alarms run (sleeps on ``HostClock/sleep(for:)`` end), the timers on screen
  /// (`Timer.publish(every:on:in:)` through `onReceive`) fire once per interval that elapses,
  /// and the work that causes runs, in time order.
  ///
  /// Between two moments of the clock, the work the views started runs until it waits
  /// (``runUntilIdle()``), so a task that wakes from a sleep, or a timer's action, acts before
  /// the clock moves on. A timer ticks every `interval` from the moment it is first seen on
  /// screen by this method; a timer that leaves the screen stops, and starts again from the
  /// moment it is seen back. Where Apple's Combine exists (a Mac with the `Headless` trait),
  /// timers are Foundation's own and fire in real time: this moves the clock only.
  ///
  /// Not driven: work scheduled with `DispatchQueue.main.asyncAfter` or `Timer.scheduledTimer`,
  /// which runs in real time and which ``settle(timeout:maxRounds:)`` does not wait for; give
  /// such code a sleep it is handed (``HostClock/sleep(for:)`` in tests) instead.
  ///
  /// ```swift
  /// // Fragment
  /// let clock = HostClock()
  /// let host = ViewHost(LockScreen().environment(\.sleep, { try await clock.sleep(for: $0) }))
  /// try host.setScenePhase(.background)
  /// try await host.advanceTime(by: 31, on: clock)
  /// #expect(try host.find(text: "Locked").isMounted)
  /// ```
  ///
  /// - Parameters:
  ///   - seconds: how much time passes; negative values count as 0.
  ///   - clock: the clock the app's sleeps were given.
  /// - Throws: ``ViewHostError`` when updates keep invalidating views.
  public func advanceTime(by seconds: TimeInterval, on clock: HostClock) async throws {
    let target = clock.now + max(0, seconds)
    try await runUntilIdle()
    #if !canImport(Combine)
      while true {
        let timers = onScreenTimers()
        for timer in timers where (timer.nextTick ?? -.infinity) < clock.now {
          timer.nextTick = clock.now + max(timer.interval, 0.001)
        }
        guard let next = timers.compactMap(\.nextTick).filter({ $0 <= target }).min() else { break }
        clock.advance(by: next - clock.now)
        try await runUntilIdle()
        let due = timers.filter { $0.nextTick == next }
        try graph.perform {
          for timer in due {
            timer.nextTick = next + max(timer.interval, 0.001)
            timer.fire(at: Date())
          }
        }
        try await runUntilIdle()
      }
    #endif
    clock.advance(by: target - clock.now)
    try await runUntilIdle()
  }
}
