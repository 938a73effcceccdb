/// Waits, on the main actor, until `condition` holds or `timeout` has passed, sleeping 1 ms
/// between checks; returns whether it holds. Only a bound on waiting: tests assert what happened,
/// never how long it took.
@MainActor
func waitUntil(timeout: Duration = .seconds(60), _ condition: () -> Bool) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: timeout)
  while !condition() {
    if clock.now >= deadline { return false }
    try? await Task.sleep(for: .milliseconds(1))
  }
  return true
}
