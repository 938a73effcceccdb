/// A value that an asynchronous responder is working on (``EventOutcome/pending(_:)``): await its
/// ``outcome`` to learn how its trip ended.
///
/// ```swift
/// // Fragment
/// if case .pending(let pending) = triggerEvent.send(PayEvent(order)) {
///   isPaying = true
///   _ = await pending.outcome
///   isPaying = false
/// }
/// ```
public struct PendingEvent: Sendable {
  /// Where the outcome will be written when the trip ends.
  let recorder: OutcomeRecorder

  /// The asynchronous responder that took the value when it was sent.
  public let responder: EventOutcome.Responder

  /// Whether the trip has ended (``outcome`` then returns at once).
  @MainActor public var hasEnded: Bool { recorder.outcome != nil }

  /// The outcome once the trip has ended: never ``EventOutcome/pending(_:)``.
  ///
  /// A responder that returns `.notHandled`, or replaces the value, passes it outward when its
  /// work finishes; the outcome is the end of the whole trip. Every trip ends (the responder's
  /// work finishes or its owner goes away), so this returns once the
  /// responders on the way have finished; it does not return early when the waiting task is
  /// cancelled, because the value is not.
  @MainActor public var outcome: EventOutcome {
    get async { await recorder.waitForOutcome() }
  }

  /// Runs `action` with the outcome when the trip ends, inside the dispatch that ends it (at once
  /// when it has ended): for views that follow the work without a task of their own, such as an
  /// `EventButton` disabled while its event is handled.
  @MainActor package func whenEnded(_ action: @escaping @MainActor (EventOutcome) -> Void) {
    recorder.whenEnded(action)
  }
}
