extension HostClock {
  /// Suspends the calling task until the clock has advanced by `seconds`: the sleep an app
  /// injects into its views and models so that a test decides when the time has passed.
  ///
  /// App code sleeps through a function it is given (`Task.sleep` in the app, this in tests);
  /// ``ViewHost/advanceTime(by:on:)`` or ``advance(by:)`` resumes it when its deadline comes. A
  /// cancelled task's sleep throws `CancellationError` at once, as `Task.sleep` does (its alarm
  /// stays in ``pendingCount`` until its deadline, then does nothing).
  ///
  /// ```swift
  /// // Fragment
  /// let clock = HostClock()
  /// let host = ViewHost(LockScreen().environment(\.sleep, { try await clock.sleep(for: $0) }))
  /// try host.setScenePhase(.background)
  /// try await host.advanceTime(by: 31, on: clock)
  /// ```
  ///
  /// - Parameter seconds: How long to sleep, in the clock's seconds; negative values count as 0.
  /// - Throws: `CancellationError` when the task is cancelled before the time has passed.
  public func sleep(for seconds: TimeInterval) async throws {
    try Task.checkCancellation()
    let sleeper = Sleeper()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        sleeper.continuation = continuation
        wake(at: now + max(0, seconds)) { sleeper.resume(throwing: nil) }
      }
    } onCancel: {
      // The continuation is set before this hop runs: the body above runs on the main actor
      // without suspending until the continuation exists.
      Task { @MainActor in sleeper.resume(throwing: CancellationError()) }
    }
  }
}

/// One sleeping task: resumed once, by its alarm or by its cancellation, whichever comes first.
@MainActor
private final class Sleeper {
  var continuation: CheckedContinuation<Void, any Error>?

  func resume(throwing error: (any Error)?) {
    guard let continuation else { return }
    self.continuation = nil
    if let error { continuation.resume(throwing: error) } else { continuation.resume() }
  }
}
