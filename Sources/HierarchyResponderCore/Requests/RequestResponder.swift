/// A responder to requests of type `R`: what `.respond(to:)`, `.receiveRequest(_:)` and
/// ``ResponderChain/addingResponder(to:phase:site:fileID:filePath:line:column:_:)`` register.
///
/// It takes requests of exactly the type `R` (a request's ``ResponderRequest/Response`` is
/// known only for its own type) and passes every other request on. Its body, scope and site may
/// be replaced at each body evaluation of the SwiftUI layer (``ResponderAnchor``): the closure
/// that runs is always the latest.
package final class RequestResponder<R: ResponderRequest>: RequestNode {
  /// What the responder runs (the latest closure).
  package var body: RequestBody<R>
  /// The scope of asynchronous work; `nil` for a synchronous body.
  package var scope: ResponderTaskScope?
  /// The work in flight and its policy; `nil` for a synchronous body
  /// and for ``InFlightPolicy/concurrent``.
  package var lane: InFlightLane?

  package init(
    parent: ResponderNode?, kind: ResponderKind, site: ResponderSite, body: RequestBody<R>, scope: ResponderTaskScope? = nil,
    lane: InFlightLane? = nil, phase: ResponderPhase = .bubble
  ) {
    self.body = body
    self.scope = scope
    self.lane = lane
    super.init(parent: parent, kind: kind, site: site, requestType: R.self, phase: phase)
  }

  package override func mayTake(_ type: Any.Type) -> Bool { type == R.self }

  /// A synchronous body answers at once, in the requester's task: no task, no suspension. An
  /// asynchronous one runs in the responder's scope, under its policy for work in flight
  /// (``SuspendedWork``); the trip waits for its answer, for the scope's cancellation (its view
  /// removed), a newer request's (``InFlightPolicy/cancelPrevious``) or the requester's.
  package override func respond(to payload: Payload, context: inout DispatchContext) -> DispatchStep {
    // The dispatcher offers this node only requests of type `R` (its pass key), unless a journey
    // asks every node: then the type sorts them.
    // A request's trip is where its end is written (the context's outcome recorder).
    guard context.valueType == ObjectIdentifier(R.self), let trip = context.outcomeRecorder as? RequestTrip,
      let request = trip.request as? R
    else { return .ignored }
    switch body {
    case .answer(let answer):
      return trip.runNested {
        do {
          trip.answer(try answer(request))
          return .answered
        } catch {
          return .failed(error)
        }
      }
    case .reply(let reply):
      return trip.runNested { DispatchStep(answering: trip) { try reply(request) } }
    case .async(let reply):
      guard let scope, !scope.isClosed else { return .cancelled }
      return SuspendedWork.start(at: self, scope: scope, lane: lane, payload: payload, context: context) {
        DispatchStep(answering: trip, with: try await reply(request))
      }
    }
  }
}

/// What a request responder runs, in the shape its modifier was written with (the user's
/// closure kept as it is, so installing a new one at each body evaluation allocates nothing).
package enum RequestBody<R: ResponderRequest> {
  /// Always answers (`.respond(to:)`).
  case answer((R) throws -> R.Response)
  /// Answers or declines (`.receiveRequest(_:)`, the core's `addingResponder(to:)`).
  case reply((R) throws -> RequestReply<R.Response>)
  /// Answers or declines, asynchronously, in the responder's task scope.
  case async(@MainActor (R) async throws -> RequestReply<R.Response>)

}
