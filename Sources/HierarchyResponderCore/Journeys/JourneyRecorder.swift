/// Records one journey while it happens, and hands it to the observers when it ends.
@MainActor
package final class JourneyRecorder {
  private var journey: Journey
  private let observers: JourneyObserverNode
  private var finished = false
  /// The trip as an interval in Instruments (Apple platforms, while recording).
  private let signpost: JourneySignpost

  /// A recorder for `payload`'s trip, the undo or redo trip `undoTrip` when Undo or Redo sent it
  /// (``UndoTrip/send(_:from:)``).
  package convenience init(payload: Payload, origin: ResponderSite, observers: JourneyObserverNode, undoTrip: UndoTrip? = nil) {
    self.init(valueType: payload.typeName, origin: origin, observers: observers, undoTrip: undoTrip)
  }

  /// A recorder for a value whose type is named `valueType` (a request's, for example).
  package init(valueType: String, origin: ResponderSite, observers: JourneyObserverNode, undoTrip: UndoTrip? = nil) {
    self.journey = Journey(valueType: valueType, origin: origin, hops: [], outcome: .unhandled)
    journey.undoTrip = undoTrip
    self.observers = observers
    self.signpost = JourneySignpost(valueType: valueType)
  }

  /// Names the journey whose responder threw the error this one records (``Journey/cause``).
  package func caused(by cause: Journey.Cause) {
    journey.cause = cause
  }

  /// The journey's cause for an error thrown on it: its value's type and origin.
  package var causeOfThrownError: Journey.Cause {
    Journey.Cause(valueType: journey.valueType, origin: journey.origin)
  }

  /// Records one hop as it is (a request's last hop when its requester was cancelled).
  package func record(_ hop: Journey.Hop) {
    journey.hops.append(hop)
    signpost.mark(hop)
  }

  /// Records what `node` did with `payload`.
  /// Nodes without a kind (registrations for safety checks) act on no value and are not recorded.
  package func record(_ node: ResponderNode, step: DispatchStep, payload: Payload) {
    guard let kind = node.kind else { return }
    let action: Journey.Action
    switch step {
    case .ignored: action = kind == .triggers || kind == .reports || kind == .requests ? .notHandled : .ignored
    case .declined: action = .notHandled
    case .handled, .answered: action = .handled
    case .suspended: action = .suspended
    case .queued: action = .queued
    case .busy: action = .busy
    case .dropped, .cancelled: action = .dropped
    case .failed(let error): action = .threw(String(describing: type(of: error)))
    case .replaced(let next):
      switch (payload.side, next.side) {
      case (.event, .event), (.error, .error): action = .transformed(into: next.typeName)
      case (.error, .event): action = .caught(into: next.typeName)
      case (.event, .error): action = .threw(next.typeName)
      case (.request, _), (_, .request): preconditionFailure("A request is never replaced.")
      }
    }
    let hop = Journey.Hop(site: node.site, kind: kind, valueType: payload.typeName, action: action, phase: node.phase)
    journey.hops.append(hop)
    signpost.mark(hop)
  }

  /// Ends the journey and delivers it to every observer, inner to outer. Only the first end counts.
  package func finish(_ outcome: Journey.Outcome) {
    guard !finished else { return }
    finished = true
    journey.outcome = outcome
    signpost.end(outcome)
    var observer: JourneyObserverNode? = observers
    while let current = observer {
      current.observe(journey)
      observer = current.outerObserver
    }
  }
}
