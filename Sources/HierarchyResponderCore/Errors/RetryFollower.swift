/// The sender's link to the retries of a value it sent: error recovery that sends the value again
/// (a Retry) reports each retry's outcome here, so that the retry counts as the sender's own while
/// it runs.
///
/// A sender that asks for it (``TriggerEvent/send(_:fileID:filePath:line:column:whenRetried:)``)
/// gets one; the outcome recorder of its send carries it into the recovery of an error the value's
/// responder threw, and each retry's recorder carries it on, so that a retry of a retry is reported
/// to the same sender.
@MainActor
package final class RetryFollower {
  private let retried: @MainActor (EventOutcome) -> Void

  package init(_ retried: @escaping @MainActor (EventOutcome) -> Void) {
    self.retried = retried
  }

  /// Sends `payload` again from `sender` as a retry: with an outcome recorder that carries this
  /// follower, then tells the sender the retry's outcome.
  func retry(_ payload: Payload, from sender: ResponderNode, origin: DispatchOrigin) {
    let outcome = OutcomeRecorder()
    outcome.retryFollower = self
    Dispatcher.send(payload, from: sender, origin: origin, outcome: outcome)
    retried(outcome.outcomeAfterSending)
  }
}
