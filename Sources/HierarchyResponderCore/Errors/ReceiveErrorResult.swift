/// What a `receiveError` responder did with the error it was given.
///
/// Return ``handled`` to stop the error, ``notHandled`` (or its synonym
/// ``unhandled``) to let it continue outward to the next responder.
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

  /// A synonym of ``notHandled``.
  public static var unhandled: ReceiveErrorResult { .notHandled }
}
