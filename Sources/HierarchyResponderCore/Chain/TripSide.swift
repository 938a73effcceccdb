/// The side of the chain a value travels and a responder listens on: events, errors or
/// requests. Separate from ``ResponderKind``, which is only how journeys and runtime issues
/// name a responder (a bridge, for example, may listen on any side).
///
/// ```swift
/// // Fragment
/// let side = ResponderKind.handleError.listeningSide  // .error
/// ```
package enum TripSide: Sendable, Hashable {
  /// Events (`triggerEvent`).
  case event
  /// Errors (`reportError`).
  case error
  /// Requests (`sendRequest`).
  case request

  /// The side of an event or error value.
  @inline(__always)
  package init(_ side: ResponderSide) {
    switch side {
    case .event: self = .event
    case .error: self = .error
    }
  }
}

extension ResponderKind {
  /// The side responders of this kind listen on, or `nil` for a label that a node of any side
  /// may carry (``bridge``, ``route``): such a node's side is its own.
  package var listeningSide: TripSide? {
    switch self {
    case .receiveEvent, .handleEvent, .handleUndoableEvent, .transformEvent, .triggers: .event
    case .receiveError, .handleError, .transformError, .catchError, .reports: .error
    case .respond, .receiveRequest, .requests: .request
    case .bridge, .route: nil
    }
  }
}
