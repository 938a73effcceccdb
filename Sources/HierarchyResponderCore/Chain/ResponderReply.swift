/// What a responder does with a value it accepted.
///
/// Every responder kind reduces to a reply: `handleEvent` replies ``handled``,
/// `receiveEvent` ``handled`` or ``notHandled``, `transformEvent` ``event(_:)``,
/// `catchError` ``event(_:)`` from the error side, `transformError`
/// ``error(_:)``. A replaced value continues outward *from the responder that
/// replied*. A thrown error continues the same way; the difference shows in
/// journeys and issues: a throw makes the responder the error's origin ("threw"),
/// while an error responder replying ``error(_:)`` transforms the error and keeps
/// its origin ("transformed").
///
/// ```swift
/// // Fragment
/// let chain = ResponderChain().addingResponder(for: LoginEvent.self, kind: .transformEvent) { login in
///   .event(AnalyticsEvent(name: "login", underlying: login))
/// }
/// ```
public enum ResponderReply {
  /// The value was handled; it travels no further.
  case handled
  /// The value continues, unchanged, to the next responder.
  case notHandled
  /// The value is replaced by this event, which continues outward from here.
  ///
  /// The associated value is the replacement event.
  case event(any Event)
  /// The value is replaced by this error, which continues outward from here.
  ///
  /// The associated value is the replacement error.
  case error(any Error)
}
