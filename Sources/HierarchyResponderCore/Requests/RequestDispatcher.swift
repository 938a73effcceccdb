/// Moves requests along the chain: the rules of the request side in one place
///.
///
/// - Order: request nodes are asked inner to outer; the first responder that answers
///   ends the trip, and its answer is returned. A responder for another type is passed without
///   being asked (a synchronous compare of the type's identity), its hop recorded as `ignored`.
/// - A responder that declines lets the request go on outward, unchanged; nothing transforms it.
/// - A responder that throws ends the trip: the error is thrown to the requester.
/// - Nothing answers: a runtime issue in debug builds (at the sending line), and
///   ``RequestNotAnswered`` thrown to the requester.
/// - The answering view removed while its answer is pending, or the requester's task cancelled:
///   `CancellationError` to the requester, the responder's work cancelled.
/// - Bounds: nesting and work are limited as for events (``DispatchBounds``, ``RequestTrip``).
@MainActor
package enum RequestDispatcher {
  /// Sends `request` from `position` (the innermost node, or `nil` for the root) and returns
  /// the first answer.
  package static func send<R: ResponderRequest>(
    _ request: R, from position: ResponderNode?, origin: ResponderSite
  ) async throws -> R.Response {
    let journey = position?.observerEntry.map {
      JourneyRecorder(valueType: String(describing: R.self), origin: origin, observers: $0)
    }
    let trip = RequestTrip(origin: origin, journey: journey, bounds: RequestBounds.current)
    if let reason = enter(R.self, trip: trip) {
      throw end(.dropped(reason: reason), type: R.self, origin: origin, journey: journey)
    }
    guard !Task.isCancelled else {
      throw end(.requesterCancelled, type: R.self, origin: origin, journey: journey)
    }
    let requestType = ObjectIdentifier(R.self)
    var node = RequestNode.first(from: position)
    while let reached = node {
      // A responder for another type would ignore the request: it is passed with one compare,
      // without the `async` offer (ARCHITECTURE.md, Requests). A journey records every hop, so
      // with one each such responder is passed alone and recorded as `ignored`.
      let current: RequestNode
      if journey == nil {
        guard let offered = reached.firstOffered(requestType) else { break }
        current = offered
      } else if let answeredType = reached.answeredType, answeredType != requestType {
        journey?.record(hop(reached, step: RequestStep<R.Response>.ignored, typeName: String(describing: R.self)))
        node = reached.outerRequestNode
        continue
      } else {
        current = reached
      }
      let step = await current.offer(request, trip: trip)
      journey?.record(hop(current, step: step, typeName: String(describing: R.self)))
      switch step {
      case .ignored, .passed, .declined:
        node = current.outerRequestNode
      case .answered(let response):
        TripEnd.answered(current).finish(journey: journey, outcome: nil)
        return response
      case .failed, .cancelled, .superseded, .busy, .requesterCancelled, .dropped:
        throw end(step.end(at: current), type: R.self, origin: origin, journey: journey)
      }
    }
    let unanswered = end(.unhandled, type: R.self, origin: origin, journey: journey)
    ResponderDiagnostics.report(Messages.unanswered(R.self), site: origin)
    throw unanswered
  }

  /// Ends a request's trip that brought no answer: finishes its journey, and returns what the
  /// requester receives (``TripEnd/requestError(requestType:origin:)``).
  private static func end<R>(_ end: TripEnd, type: R.Type, origin: ResponderSite, journey: JourneyRecorder?) -> any Error {
    end.finish(journey: journey, outcome: nil)
    return end.requestError(requestType: String(describing: R.self), origin: origin)
  }

  /// Counts the request against its bounds (``DispatchBounds``, at the depth its task carries);
  /// the reason it is dropped, if it is. The first drop of a top-level request is reported, the
  /// others are silent.
  private static func enter<R>(_ type: R.Type, trip: RequestTrip) -> String? {
    let reason: String
    switch trip.budget.bounds.admit(cost: 1, limit: DispatchBounds.workLimit, depth: trip.depth, spendsWhenDropped: true) {
    case .admitted: return nil
    case .tooDeep: reason = Messages.requestDepthExceeded(type, limit: DispatchBounds.depthLimit)
    case .overBudget: reason = Messages.requestWorkExceeded(type, limit: DispatchBounds.workLimit)
    }
    if trip.budget.bounds.reportsDrop() {
      ResponderDiagnostics.report(reason, site: trip.origin)
    }
    return reason
  }

  /// The journey's record of what `node` did.
  private static func hop<Response>(_ node: RequestNode, step: RequestStep<Response>, typeName: String) -> EventJourney.Hop {
    let action: EventJourney.Action =
      switch step {
      case .ignored: .ignored
      case .passed: .passed
      case .declined: .declined
      case .answered: .answered
      case .failed(let error): .threw(String(describing: type(of: error)))
      case .cancelled, .superseded, .requesterCancelled, .dropped: .dropped
      case .busy: .busy
      }
    return EventJourney.Hop(site: node.site, kind: node.kind ?? .respond, valueType: typeName, action: action)
  }
}
