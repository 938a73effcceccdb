/// What a `receiveEvent` responder did with the event it was given.
///
/// Return ``handled`` to stop the event, ``notHandled`` to let it continue outward to the next
/// responder (``unhandled`` is the seed's spelling of ``notHandled``).
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

  /// The seed's spelling of ``notHandled`` (EventHierarchy's, which the predecessor's README
  /// tells users to return): it compiles without a warning and means ``notHandled``, "pass it
  /// on". Not the `unhandled` of an outcome, which means "reached the root".
  public static var unhandled: ReceiveEventResult { .notHandled }
}
