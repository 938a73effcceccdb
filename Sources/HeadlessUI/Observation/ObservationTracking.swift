import Observation

/// Tracks the `@Observable` properties a `body` reads.
enum ObservationTracking {
  /// Runs `apply`, then calls `onChange` (once, from the thread of the change) the first time a
  /// property read during `apply` is about to change.
  static func track<T>(_ apply: () -> T, onChange: @escaping @Sendable () -> Void) -> T {
    withObservationTracking(apply, onChange: onChange)
  }
}
