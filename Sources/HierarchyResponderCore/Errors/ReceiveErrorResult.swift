/// What a `receiveError` responder did with the error it was given.
///
/// Return ``handled`` to stop the error, ``notHandled`` to let it continue outward to the next
/// responder (``unhandled`` is the seed's spelling of ``notHandled``).
///
/// ```swift
/// // Fragment
/// .receiveError { error in
///   guard let error = error as? NetworkError else { return .notHandled }
///   retry(after: error)
///   return .handled
/// }
/// ```
public enum ReceiveErrorResult: Hashable, Sendable {
  /// The error was handled; it travels no further.
  case handled
  /// The error was not (fully) handled; it continues to the next responder.
  case notHandled

  /// The seed's spelling of ``notHandled`` (ErrorHierarchy's, which the predecessor's README
  /// tells users to return): it compiles without a warning and means ``notHandled``, "pass it
  /// on". Not the `unhandled` of an outcome, which means "reached the root".
  public static var unhandled: ReceiveErrorResult { .notHandled }
}
