/// The answer an asynchronous request responder owes its requester: resumed once, by the first
/// of the answer, the responder's cancellation (its view removed) or the requester's.
@MainActor
final class PendingAnswer<Response: Sendable> {
  private var continuation: CheckedContinuation<RequestStep<Response>, Never>?
  /// The ending that came before the requester started waiting.
  private var early: RequestStep<Response>?
  /// The responder's work, cancelled when the requester is.
  var task: InFlightWork?
  /// Whether the answer was given (later endings are dropped).
  private(set) var isFinished = false

  /// Starts waiting; resumes at once when the ending already came.
  func wait(_ continuation: CheckedContinuation<RequestStep<Response>, Never>) {
    if let early {
      self.early = nil
      continuation.resume(returning: early)
    } else if !isFinished {
      self.continuation = continuation
    }
  }

  /// Gives the requester `step`, unless an ending came first.
  func finish(_ step: RequestStep<Response>) {
    guard !isFinished else { return }
    isFinished = true
    task = nil
    if let continuation {
      self.continuation = nil
      continuation.resume(returning: step)
    } else {
      early = step
    }
  }

  /// The requester's task was cancelled: it is told so at once, and the responder's work is
  /// cancelled (what it answers later is dropped).
  func requesterCancelled() {
    let work = task
    finish(.requesterCancelled)
    work?.cancel()
  }
}

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
