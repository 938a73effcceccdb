/// How a trip waits for an asynchronous responder, on every side: the one way to suspend and
/// resume.
///
/// The responder's step is `suspended` (or `queued`, `busy`, `cancelled`, by its policy for work
/// in flight); its work runs in the responder's task scope and, when it ends, the trip goes on
/// from the responder with the step the work returned (``Dispatcher/resume(after:step:payload:context:)``):
/// an event that was declined goes on outward, a request that was answered ends. Work cancelled
/// (its view removed, or a newer value superseding it) ends the trip when it is cancelled, not
/// when it notices, and what it produces afterwards is dropped.
///
/// A request's work runs one nesting level deeper (the requests it sends count against the
/// request's bounds) and is cancelled when the requester is.
@MainActor
package enum SuspendedWork {
  /// Starts `work` for `payload`, held at `node`.
  ///
  /// - Parameters:
  ///   - node: the responder whose work it is; the trip resumes from it.
  ///   - scope: owns the work (cancelled when the responder's view goes away); `nil` for work
  ///     that only its requester can cancel (a bridge's).
  ///   - lane: the responder's policy for work in flight; `nil` for ``InFlightPolicy/concurrent``.
  ///   - payload: the value waiting.
  ///   - context: the trip's context.
  ///   - work: the responder's work; what it throws is the step `failed`.
  /// - Returns: The responder's step: `suspended`, `queued`, `busy` or `cancelled`.
  package static func start(
    at node: ResponderNode, scope: ResponderTaskScope? = nil, lane: InFlightLane? = nil, payload: Payload,
    context: DispatchContext, _ work: @escaping @MainActor () async throws -> DispatchStep
  ) -> DispatchStep {
    let context = context.detached(travelling: payload)
    // The work holds the sender's outcome recorder, if any, for its whole life.
    let recorder = context.outcomeRecorder
    let journey = context.journey
    // Where the value started, for the phases that ask from there (``ResponderPhase``): the work
    // keeps it alive until the trip goes on (the context holds it unretained).
    let start = context.start?.takeUnretainedValue()
    let cancelled: @MainActor () -> Void = {
      (scope.map { TripEnd.cancellation(at: node, in: $0) } ?? .cancelled(node)).finish(journey: journey, outcome: recorder)
    }
    let operation: @MainActor () async -> Void = {
      // Work cancelled before it began (its scope closed, or a newer value superseded it) does not begin.
      guard !Task.isCancelled else { return cancelled() }
      let step: DispatchStep
      do {
        step = try await withTaskCancellationHandler {
          try await work()
        } onCancel: {
          // The journey and the outcome end when the work is cancelled, not when the work notices.
          guard journey != nil || recorder != nil else { return }
          MainActorHop.run { cancelled() }
        }
      } catch {
        step = .failed(error)
      }
      // What cancelled work produces is dropped, even when it never looked at cancellation.
      guard !Task.isCancelled else { return cancelled() }
      withExtendedLifetime(start) {
        Dispatcher.resume(after: node, step: step, payload: payload, context: context)
      }
    }
    let request = payload.request
    let admit: () -> InFlightLane.Admission = {
      guard let scope else { return .started(InFlightWork(task: Task { await operation() })) }
      return scope.start(operation, lane: lane)
    }
    switch request.map({ $0.runNested(admit) }) ?? admit() {
    case .started(let task):
      request?.work = task
      return .suspended
    case .queued(let task):
      request?.work = task
      return .queued
    case .busy: return .busy
    case .closed: return .cancelled
    }
  }
}
