/// An error meant for the user: a message and an optional title, shown in an
/// alert by `handleAlertErrors()`.
///
/// ```swift
/// struct OfflineError: AlertableError {
///   var title: String? { "You're offline" }
///   var message: String { "Check your connection and try again." }
/// }
/// ```
public protocol AlertableError: Error {
  /// A user-friendly title; `nil` shows the localized default ("Error").
  var title: String? { get }
  /// A user-friendly description of what went wrong.
  var message: String { get }
}

extension AlertableError {
  /// No title by default: the alert shows the localized "Error".
  public var title: String? { nil }
}
