/// Runs main-actor work from a cancellation handler, which may run on any thread: at once on
/// the main thread (where the chain cancels its scopes), on the main actor later elsewhere.
enum MainActorHop {
  static func run(_ work: @escaping @MainActor @Sendable () -> Void) {
    if MainThread.isCurrent {
      MainActor.assumeIsolated { work() }
    } else {
      Task { @MainActor in work() }
    }
  }
}
