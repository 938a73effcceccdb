/// The kind of a responder, as shown in journeys and runtime issues.
///
/// A kind is a label: the side a responder listens on follows from it (`listeningSide`)
/// except for a bridge's or a route's, which may listen on any side.
public enum ResponderKind: String, Hashable, Sendable, CustomStringConvertible {
  /// `.receiveEvent`: decides, per event, whether it handled it.
  case receiveEvent
  /// `.handleEvent`: handles every event it accepts.
  case handleEvent
  /// `.transformEvent`: replaces the event, which continues outward.
  case transformEvent
  /// `.handleUndoableEvent`: handles every event it accepts and registers its inverse for Undo.
  case handleUndoableEvent
  /// `.receiveError`: decides, per error, whether it handled it.
  case receiveError
  /// `.handleError`: handles every error it accepts.
  case handleError
  /// `.transformError`: replaces the error, which continues outward.
  case transformError
  /// `.catchError`: turns an error into an event, triggered from its position.
  case catchError
  /// `.respond(to:)`: answers every request of its type.
  case respond
  /// `.receiveRequest`: answers or declines each request of its type.
  case receiveRequest
  /// A `.requests(...)` safety declaration.
  case requests
  /// A `.triggers(...)` safety declaration.
  case triggers
  /// A `.reports(...)` safety declaration.
  case reports
  /// A responder installed by a bridge or a host (for example the UIKit bridge).
  case bridge
  /// An object of an `EventRouter` route (a `next`-linked responder outside the view hierarchy).
  case route

  /// The modifier's spelling, for example `handleEvent`.
  public var description: String { rawValue }
}

extension ResponderKind {
  /// The side responders of this kind listen on, or `nil` for a label that a node of any side
  /// may carry (``bridge``, ``route``): such a node's side is its own.
  package var listeningSide: ResponderSide? {
    switch self {
    case .receiveEvent, .handleEvent, .handleUndoableEvent, .transformEvent, .triggers: .event
    case .receiveError, .handleError, .transformError, .catchError, .reports: .error
    case .respond, .receiveRequest, .requests: .request
    case .bridge, .route: nil
    }
  }

  /// Whether this is a safety declaration's kind (`.triggers`, `.reports`, `.requests`): it
  /// checks the values that pass it and takes none.
  package var isDeclaration: Bool {
    self == .triggers || self == .reports || self == .requests
  }

  /// The side a responder of this kind listens on (`listeningSide`), or `fallback` for a kind
  /// that names none (a bridge's, a route's: the side of its value).
  package func side(or fallback: ResponderSide) -> ResponderSide {
    listeningSide ?? fallback
  }
}
