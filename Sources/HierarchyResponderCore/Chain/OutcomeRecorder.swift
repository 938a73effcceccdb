/// Where a dispatch writes how a value's trip ended, for ``TriggerEvent/send(_:fileID:filePath:line:column:)``.
///
/// A ``DispatchContext`` carries one only when the sender asked for the outcome; the plain
/// `triggerEvent(_:)` carries none, and the terminal steps test it once. The first end written wins:
/// a value whose responder threw ends `failed` there, and the error that goes on does not write.
/// A request's trip is one (``RequestTrip``): it reads its end as the requester's answer.
@MainActor
package class OutcomeRecorder {
  /// The outcome, once the trip has ended.
  private(set) var outcome: EventOutcome?
  /// The asynchronous responder the value waits in, once one took it.
  private(set) var suspendedAt: ResponderNode?
  /// The tasks awaiting ``PendingEvent/outcome``.
  private var waiters: [CheckedContinuation<EventOutcome, Never>] = []
  /// This recorder, while its trip is pending: dispatch contexts hold it unretained
  /// (``DispatchContext/outcome``), so it keeps itself alive until the trip ends.
  private var keptAlive: OutcomeRecorder?
  /// What runs when the trip ends, in the dispatch that ends it (``PendingEvent/whenEnded(_:)``).
  private var endActions: [@MainActor (EventOutcome) -> Void] = []
  /// The sender's link to the retries of this value (error recovery), when it asked for one.
  var retryFollower: RetryFollower?

  package init() {}

  /// Writes the end of the trip and wakes those awaiting it; later ends are ignored.
  package func end(_ outcome: EventOutcome) {
    guard self.outcome == nil else { return }
    self.outcome = outcome
    ended(outcome)
    keptAlive = nil
    let waiting = waiters
    waiters.removeAll()
    let actions = endActions
    endActions.removeAll()
    for action in actions { action(outcome) }
    for waiter in waiting { waiter.resume(returning: outcome) }
  }

  /// What a subclass does when the trip ends, before the actions and the waiters run; nothing
  /// here.
  package func ended(_ outcome: EventOutcome) {}

  /// Runs `action` when the trip ends (at once when it has ended).
  package func whenEnded(_ action: @escaping @MainActor (EventOutcome) -> Void) {
    if let outcome { return action(outcome) }
    endActions.append(action)
  }

  /// Notes the asynchronous responder that took the value (the first one).
  package func suspend(at node: ResponderNode) {
    guard outcome == nil, suspendedAt == nil else { return }
    suspendedAt = node
    keptAlive = self
  }

  /// What ``TriggerEvent/send(_:fileID:filePath:line:column:)`` returns once the synchronous
  /// part of the trip is over.
  package var outcomeAfterSending: EventOutcome {
    if let outcome { return outcome }
    // A trip that did not end synchronously was suspended: the dispatcher ends every other one.
    let node = suspendedAt!
    return .pending(PendingEvent(recorder: self, responder: EventOutcome.Responder(node: node)))
  }

  /// The outcome, once the trip has ended.
  package func waitForOutcome() async -> EventOutcome {
    if let outcome { return outcome }
    return await withCheckedContinuation { waiters.append($0) }
  }
}
