/// How a trip ended, on any side: the one list of endings, and the one place that says how
/// each reads in a journey and in the trip's outcome (which a requester reads as its answer or
/// its error: ``RequestTrip``).
///
/// Every ending of the dispatcher and of cancelled asynchronous work goes through it
/// (``finish(journey:outcome:)``), except an event's `failed`, which ends the outcome only (its
/// error travels on, with the journey). A word means the same on every side: `cancelled` is
/// the responder's owner going away, `superseded` a newer value cancelling the work (an
/// ``EventOutcome`` says `cancelled` for both, a journey adds which), `busy` a responder whose
/// policy drops new values, `dropped` a bound or a strict safety stop.
///
/// ```swift
/// // Fragment
/// TripEnd.busy(node).finish(journey: context.journey, outcome: context.outcomeRecorder)
/// ```
@MainActor
package enum TripEnd {
  /// An event or error responder handled the value.
  case handled(ResponderNode)
  /// A request responder answered (the answer itself travels beside, typed).
  case answered(ResponderNode)
  /// A responder threw: a request's error goes back to the requester; an event's or error's
  /// travels the error side on a journey of its own.
  case failed(ResponderNode, any Error)
  /// Nothing took the value: it reached the root.
  case unhandled
  /// The owner of an asynchronous responder went away before its work ended.
  case cancelled(ResponderNode)
  /// A newer value cancelled the responder's work (``InFlightPolicy/cancelPrevious``).
  case superseded(ResponderNode)
  /// The responder's policy drops new values while it works (``InFlightPolicy/dropNew``).
  case busy(ResponderNode)
  /// A request's requester was cancelled while a responder worked: its late answer is dropped.
  case requesterCancelled
  /// A bound or a strict safety declaration dropped the value.
  case dropped(reason: String)

  /// The ending of work cancelled at `node`: ``cancelled(_:)`` when `scope` closed (the
  /// responder's view was removed), ``superseded(_:)`` when a newer value cancelled it.
  package static func cancellation(at node: ResponderNode, in scope: ResponderTaskScope) -> TripEnd {
    scope.isClosed ? .cancelled(node) : .superseded(node)
  }

  /// How a journey reads this ending.
  package var journeyOutcome: Journey.Outcome {
    switch self {
    case .handled(let node): .handled(by: node.site, kind: node.kind ?? .bridge)
    case .answered(let node): .handled(by: node.site, kind: node.kind ?? .respond)
    case .failed(let node, let error): .failed(String(describing: type(of: error)), at: node.site)
    case .unhandled: .unhandled
    case .cancelled(let node): .cancelled(at: node.site)
    case .superseded(let node): .cancelled(at: node.site, superseded: true)
    case .busy(let node): .busy(at: node.site)
    case .requesterCancelled: .dropped(reason: Messages.requesterCancelled)
    case .dropped(let reason): .dropped(reason: reason)
    }
  }

  /// How an event's or error's outcome reads this ending (``EventOutcome``, which says
  /// `cancelled` for a superseded value too).
  package var eventOutcome: EventOutcome {
    switch self {
    case .handled(let node), .answered(let node): .handled(by: EventOutcome.Responder(node: node))
    case .failed(let node, let error): .failed(error, at: EventOutcome.Responder(node: node))
    case .unhandled: .unhandled
    case .cancelled(let node), .superseded(let node): .cancelled(at: EventOutcome.Responder(node: node))
    case .busy(let node): .busy(at: EventOutcome.Responder(node: node))
    case .requesterCancelled: .dropped(reason: Messages.requesterCancelled)
    case .dropped(let reason): .dropped(reason: reason)
    }
  }

  /// Ends `journey` and `outcome` (either may be absent) with this ending.
  package func finish(journey: JourneyRecorder?, outcome: OutcomeRecorder?) {
    journey?.finish(journeyOutcome)
    outcome?.end(eventOutcome)
  }
}
