/// A request on its way, sent with ``SendRequest/send(_:fileID:filePath:line:column:)``: how its
/// trip stands, and the answer to await.
///
/// Its ``outcome`` speaks the words of an event's (``EventOutcome``): `handled` when a responder
/// answered, `pending` while an asynchronous responder works on it, `failed` when the responder
/// threw, `cancelled` when the answering view was removed or a newer request superseded its
/// work, `busy`, `dropped` or `unhandled` when nobody answered. ``answer`` gives the answer, or
/// throws what ``SendRequest`` throws for that ending.
///
/// ```swift
/// // Fragment
/// let asked = sendRequest.send(ConfirmDeletion(itemName: "Drafts"))
/// if case .pending(let pending) = asked.outcome {
///   pending.responder.site  // where the answering responder was registered
/// }
/// let confirmed = try await asked.answer
/// ```
public struct PendingRequest<R: ResponderRequest>: Sendable {
  let trip: RequestTrip

  /// How the request's trip stands now: its end once it ended, `pending` while an asynchronous
  /// responder works on it.
  @MainActor public var outcome: EventOutcome {
    trip.recorder.outcomeAfterSending
  }

  /// The answer of the first responder that answered.
  ///
  /// Throws what that responder threw, ``RequestNotAnswered`` when none answered, or
  /// `CancellationError` when the answering view was removed, a newer request superseded the
  /// work, or the request was cancelled (``cancel()``, or the cancellation of the task awaiting
  /// this property).
  @MainActor public var answer: R.Response {
    get async throws { try await trip.waitForAnswer(as: R.Response.self) }
  }

  /// Withdraws the request: the responder's work is cancelled, its late answer dropped, and
  /// ``answer`` throws `CancellationError`. Does nothing once the request has ended.
  @MainActor public func cancel() {
    trip.requesterCancelled()
  }
}
