/// What a `receiveEvent` responder did with the event it was given.
///
/// Return ``handled`` to stop the event, ``notHandled`` (or its synonym
/// ``unhandled``) to let it continue outward to the next responder.
///
/// ```swift
/// .receiveEvent { event in
///   guard canHandle(event) else { return .notHandled }
///   handle(event)
///   return .handled
/// }
/// ```
public enum ReceiveEventResult: Hashable, Sendable {
  /// The event was handled; it travels no further.
  case handled
  /// The event was not (fully) handled; it continues to the next responder.
  case notHandled

  /// A synonym of ``notHandled``, the spelling used by EventHierarchy.
  public static var unhandled: ReceiveEventResult { .notHandled }
}
