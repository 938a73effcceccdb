#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

extension View {
  /// Handles every ``AlertableError`` reported below by presenting it in an
  /// alert with its title (or the localized "Error") and message, and one
  /// dismiss button, titled "Okay" as in the predecessor (so apps' UI tests
  /// that tap `app.buttons["Okay"]` keep passing) unless you choose another.
  ///
  /// The error's ``AlertableError/recoveryOptions`` are the alert's buttons, in
  /// order; each is carried out from where the error came from
  /// (``ErrorRecoveryOption``). With no options (or only a retry, for an error
  /// that no responder threw while handling an event) the alert has the one
  /// dismiss button.
  ///
  /// Errors that arrive while an alert is shown wait in a queue and are shown
  /// one after the other, each with its own options: none is lost. Other errors
  /// pass on untouched. This responder is explicit for `.reports(...)` of
  /// alertable error types.
  ///
  /// - Parameters:
  ///   - dismissButtonTitle: The title of the alert's only button (a localized key); "Okay" by default.
  ///   - fileID: Where the responder is, for journeys and runtime issues.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: The line of the responder.
  ///   - column: the caller's column.
  ///
  /// ```swift
  /// // Fragment
  /// ContentView()
  ///   .handleAlertErrors()                          // "Okay"
  /// SettingsView()
  ///   .handleAlertErrors(dismissButtonTitle: "OK")  // your own title
  /// ```
  public func handleAlertErrors(
    dismissButtonTitle: LocalizedStringKey = "Okay", fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> some View {
    modifier(
      RecoveryAlertModifier<any AlertableError>(fileID: fileID, filePath: filePath, line: line, column: column) { error, recovery in
        PendingAlert(
          id: 0, title: error.title, message: error.message,
          choices: error.recoveryOptions.alertChoices(recovery, dismissButtonTitle: dismissButtonTitle))
      })
  }
}

extension [ErrorRecoveryOption] {
  /// The alert's buttons for these options: one dismiss button titled `dismissButtonTitle`
  /// when there are none; a retry only when the error has an event to send again.
  @MainActor
  func alertChoices(_ recovery: ErrorRecoveryContext, dismissButtonTitle: LocalizedStringKey) -> [PendingAlert.Choice] {
    let choices = compactMap { option -> PendingAlert.Choice? in
      switch option.effect {
      case .retry:
        guard recovery.source.event != nil else { return nil }
        return PendingAlert.Choice(label: Text(option.title), role: option.role) { recovery.retry() }
      case .event(let event):
        return PendingAlert.Choice(label: Text(option.title), role: option.role) { recovery.send(event()) }
      case .action(let action):
        return PendingAlert.Choice(label: Text(option.title), role: option.role, choose: action)
      }
    }
    return choices.isEmpty ? [PendingAlert.Choice(label: Text(dismissButtonTitle), role: .cancel) {}] : choices
  }
}
