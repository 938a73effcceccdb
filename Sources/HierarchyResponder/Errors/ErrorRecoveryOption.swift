#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// A way out of an error that the user can choose: one button of the alert that
/// `handleAlertErrors()` shows for an ``AlertableError``.
///
/// Each option is carried out from where the error came from, as AppKit's
/// `presentError(_:)` hands the chosen option to the error's recovery attempter:
///
/// - ``retry(title:)`` sends again the event whose responder threw the error,
///   from the position of the view that sent it, so it crosses the same
///   transforms again. It is shown only for an error a responder threw while
///   handling an event.
/// - ``event(title:role:_:)`` sends an event from the position that reported the
///   error (outer to the responder that threw, or where `reportError` was called).
/// - ``action(title:role:_:)`` runs a closure; ``cancel(title:)`` only dismisses.
///
/// When the view that would send is gone by the time the user answers (a
/// deleted row, a dismissed sheet), nothing is sent: the event's journey ends
/// `cancelled`. Each option is one user action: nothing is retried automatically,
/// and a retry that fails again presents the error again, with its options.
///
/// ```swift
/// // Fragment
/// struct UploadFailed: AlertableError {
///   var message: String { "The upload did not finish." }
///   var recoveryOptions: [ErrorRecoveryOption] {
///     [.retry(), .event(title: "Sign In", ShowSignInEvent()), .cancel()]
///   }
/// }
/// ```
public struct ErrorRecoveryOption: Sendable {
  /// What choosing an option does.
  enum Effect: Sendable {
    case retry
    case event(@MainActor () -> any Event)
    case action(@MainActor () -> Void)
  }

  /// The button's title.
  public let title: String
  /// The button's role (`.cancel`, `.destructive`), or `nil` for a plain button.
  public let role: ButtonRole?
  let effect: Effect

  /// Sends the event whose responder threw the error again, from the position of
  /// the view that sent it (shown only when the error was thrown by a responder
  /// handling an event).
  ///
  /// - Parameter title: The button's title; "Retry" by default.
  /// - Returns: The option.
  public static func retry(title: String = "Retry") -> ErrorRecoveryOption {
    ErrorRecoveryOption(title: title, role: nil, effect: .retry)
  }

  /// Sends `event` from the position that reported the error, when the user
  /// chooses this option; the event is made then.
  ///
  /// ```swift
  /// .event(title: "Sign In", ShowSignInEvent())
  /// ```
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - role: The button's role; `nil` by default.
  ///   - event: The event to send, made when the user chooses the option.
  /// - Returns: The option.
  public static func event(
    title: String, role: ButtonRole? = nil, _ event: @autoclosure @escaping @MainActor () -> any Event
  ) -> ErrorRecoveryOption {
    ErrorRecoveryOption(title: title, role: role, effect: .event(event))
  }

  /// Runs `action` when the user chooses this option.
  ///
  /// ```swift
  /// // Fragment
  /// .action(title: "Discard", role: .destructive) { draft.discard() }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - role: The button's role; `nil` by default.
  ///   - action: What the option does.
  /// - Returns: The option.
  public static func action(
    title: String, role: ButtonRole? = nil, _ action: @escaping @MainActor () -> Void
  ) -> ErrorRecoveryOption {
    ErrorRecoveryOption(title: title, role: role, effect: .action(action))
  }

  /// Dismisses the alert and does nothing else (a button with the `.cancel` role).
  ///
  /// - Parameter title: The button's title; "Cancel" by default.
  /// - Returns: The option.
  public static func cancel(title: String = "Cancel") -> ErrorRecoveryOption {
    ErrorRecoveryOption(title: title, role: .cancel, effect: .action {})
  }
}
