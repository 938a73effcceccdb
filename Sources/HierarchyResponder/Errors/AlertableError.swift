/// An error meant for the user: a message, an optional title and the ways out
/// the user can choose, shown in an alert by `handleAlertErrors()`.
///
/// ```swift
/// // Fragment
/// struct OfflineError: AlertableError {
///   var title: String? { "You're offline" }
///   var message: String { "Check your connection and try again." }
///   var recoveryOptions: [ErrorRecoveryOption] { [.retry(), .cancel()] }
/// }
/// ```
public protocol AlertableError: Error {
  /// A user-friendly title; `nil` shows the localized default ("Error").
  var title: String? { get }
  /// A user-friendly description of what went wrong.
  var message: String { get }
  /// The options the alert offers as its buttons, in order; none by default,
  /// which shows one dismiss button. Read when the
  /// error reaches `handleAlertErrors()`.
  @MainActor var recoveryOptions: [ErrorRecoveryOption] { get }
}

extension AlertableError {
  /// No title by default: the alert shows the localized "Error".
  public var title: String? { nil }
  /// No options by default: the alert shows one dismiss button.
  @MainActor public var recoveryOptions: [ErrorRecoveryOption] { [] }
}
