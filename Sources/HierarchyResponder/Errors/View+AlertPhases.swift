#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

extension View {
  /// Not available: the alert responders take no `phase:`.
  ///
  /// `handleAlertErrors()` is the app's last word on the errors that reach it, placed by the app
  /// where it wants alerts shown: it already acts only on what the responders inner to it leave,
  /// as a default would, and nothing outer to it overrides it. For a default that an ancestor
  /// overrides, write `handleError(phase: .fallback)`; to act first, `receiveError(phase: .capture)`.
  ///
  /// ```swift
  /// // Fragment
  /// ContentView()
  ///   .handleAlertErrors()
  /// ```
  ///
  /// - Parameters:
  ///   - phase: not accepted.
  ///   - dismissButtonTitle: the title of the button that dismisses the alert.
  @available(
    *, unavailable,
    message: "handleAlertErrors() takes no phase: it already acts only on what inner responders leave. For an error default write handleError(phase: .fallback); to act first, receiveError(phase: .capture)."
  )
  public func handleAlertErrors(phase: ResponderPhase, dismissButtonTitle: LocalizedStringKey = "Okay") -> Self { self }

  /// Not available: the alert responders take no `phase:`.
  ///
  /// `handleRecoverableErrors()` presents Foundation's `RecoverableError` as AppKit does, where the
  /// app places it: it already acts only on what the responders inner to it leave, and nothing
  /// outer to it overrides it. For a default that an ancestor overrides, write
  /// `handleError(phase: .fallback)`; to act first, `receiveError(phase: .capture)`.
  ///
  /// ```swift
  /// // Fragment
  /// ContentView()
  ///   .handleRecoverableErrors()
  /// ```
  ///
  /// - Parameter phase: not accepted.
  @available(
    *, unavailable,
    message: "handleRecoverableErrors() takes no phase: it already acts only on what inner responders leave. For an error default write handleError(phase: .fallback); to act first, receiveError(phase: .capture)."
  )
  public func handleRecoverableErrors(phase: ResponderPhase) -> Self { self }
}
