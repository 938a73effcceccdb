/// Delivers a main-actor call that may arrive from another thread: the
/// run-time half of the promise that Swift 5 callers off the main thread are delivered on it.
///
/// In Swift 5 language mode an app may call `TriggerEvent`, `ReportError` or
/// an `EventPublisher` from a nonisolated synchronous context (they are marked
/// `@preconcurrency @MainActor` for those callers, as Apple marks its own
/// main-actor API). When such a call arrives on the main thread it runs at
/// once, as usual. When it arrives on another thread, it is reported as one
/// runtime issue and delivered on the main actor (in a `Task`), never run
/// concurrently with the chain.
///
/// ```swift
/// // Fragment
/// OffMainDelivery.run("TriggerEvent", origin: site) { Dispatcher.send(…) }
/// ```
package enum OffMainDelivery {
  /// Runs `work` now on the main thread; elsewhere, reports `what` once and
  /// runs `work` on the main actor. The caller hands `work` over (`sending`) and
  /// does not touch it afterwards.
  package static func run(_ what: String, origin: ResponderSite, _ work: sending @escaping @MainActor () -> Void) {
    guard !MainThread.isCurrent else {
      // On the main thread: the main actor's own thread, as the compiler assumed.
      MainActor.assumeIsolated { work() }
      return
    }
    ResponderDiagnostics.report(Messages.offMainThread(what), site: origin)
    Task { @MainActor in work() }
  }
}
