/// A responder to requests of type `R`: what `.respond(to:)`, `.receiveRequest(_:)` and
/// ``ResponderChain/addingResponder(to:site:fileID:filePath:line:column:_:)`` register.
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
    lane: InFlightLane? = nil
  ) {
    self.body = body
    self.scope = scope
    self.lane = lane
    super.init(parent: parent, kind: kind, site: site, answeredType: R.self)
  }

  package override func answers(_ type: Any.Type) -> Bool { type == R.self }

  package override func offer<Q: ResponderRequest>(_ request: Q, trip: RequestTrip) async -> RequestStep<Q.Response> {
    guard Q.self == R.self, let own = request as? R else { return .ignored }
    let step: RequestStep<R.Response>
    if let reply = body.syncReply {
      // A synchronous body answers at once, in the requester's task: no task, no suspension.
      step = trip.runNested { RequestStep(catching: { try reply(own) }) }
    } else {
      step = await answerAsynchronously(own, trip: trip)
    }
    // `Q` is `R`: the step is the same type under another name.
    return unsafeBitCast(step, to: RequestStep<Q.Response>.self)
  }

  /// Runs the asynchronous body in the responder's scope, under its policy for work in flight
  ///, and waits for its answer, for the scope's cancellation (its view
  /// removed), a newer request's (``InFlightPolicy/cancelPrevious``) or
  /// the requester's, whichever comes first.
  private func answerAsynchronously(_ request: R, trip: RequestTrip) async -> RequestStep<R.Response> {
    guard case .async(let reply) = body, let scope, !scope.isClosed else { return .cancelled }
    let pending = PendingAnswer<R.Response>()
    let lane = self.lane
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        pending.wait(continuation)
        guard !pending.isFinished else { return }
        let admission = trip.runNested {
          scope.start({
            // Work cancelled before it began (its scope closed, or a newer request superseded it) does not begin.
            guard !Task.isCancelled else { return pending.finish(.cancellation(in: scope)) }
            let step = await withTaskCancellationHandler {
              await RequestStep(catching: { try await reply(request) })
            } onCancel: {
              MainActorHop.run { pending.finish(.cancellation(in: scope)) }
            }
            // A late answer from cancelled work is dropped: the first ending counts.
            pending.finish(Task.isCancelled ? .cancellation(in: scope) : step)
          }, lane: lane)
        }
        switch admission {
        case .started(let task): pending.task = task
        case .queued(let task):
          pending.task = task
          // The journey shows the wait, then (recorded by the dispatcher) how the request ended
          // here (ARCHITECTURE.md, Work in flight).
          trip.journey?.record(
            EventJourney.Hop(site: site, kind: kind ?? .respond, valueType: String(describing: R.self), action: .queued))
        case .busy: pending.finish(.busy)
        case .closed: pending.finish(.cancelled)
        }
      }
    } onCancel: {
      MainActorHop.run { pending.requesterCancelled() }
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

  /// The synchronous body as a reply, or `nil` for ``async(_:)``.
  var syncReply: ((R) throws -> RequestReply<R.Response>)? {
    switch self {
    case .answer(let body): { .answer(try body($0)) }
    case .reply(let body): body
    case .async: nil
    }
  }
}

extension RequestStep {
  /// The step of a request whose work was cancelled: ``cancelled`` when `scope` closed (the
  /// responder's view was removed), ``superseded`` when a newer request cancelled it.
  @MainActor
  static func cancellation(in scope: ResponderTaskScope) -> Self {
    scope.isClosed ? .cancelled : .superseded
  }

  /// The step a reply amounts to; what the body throws is ``failed(_:)``.
  init(catching body: () throws -> RequestReply<Response>) {
    do {
      switch try body() {
      case .answer(let response): self = .answered(response)
      case .decline: self = .declined
      }
    } catch {
      self = .failed(error)
    }
  }

  /// The step an asynchronous reply amounts to; what the body throws is ``failed(_:)``.
  @MainActor
  init(catching body: @MainActor () async throws -> RequestReply<Response>) async {
    do {
      switch try await body() {
      case .answer(let response): self = .answered(response)
      case .decline: self = .declined
      }
    } catch {
      self = .failed(error)
    }
  }
}
