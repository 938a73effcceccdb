/// The kind of a responder, as shown in journeys and runtime issues.
public enum ResponderKind: String, Hashable, Sendable, CustomStringConvertible {
  case receiveEvent, handleEvent, transformEvent
  case receiveError, handleError, transformError, catchError
  /// A `.triggers(...)` safety declaration.
  case triggers
  /// A `.reports(...)` safety declaration.
  case reports
  /// A responder installed by a bridge or a host (for example the UIKit bridge).
  case bridge

  /// The modifier's spelling, for example `handleEvent`.
  public var description: String { rawValue }
}
