#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif
import Foundation

extension View {
  /// Handles every error of the app's own that conforms to Foundation's
  /// `RecoverableError` by presenting it in an alert whose buttons are its
  /// `recoveryOptions`, as AppKit's `presentError(_:)` does: no adapting to
  /// ``AlertableError`` needed.
  ///
  /// - The alert's title is the error's `localizedDescription` (what AppKit
  ///   shows as the alert's message text); its message is the error's
  ///   `LocalizedError.recoverySuggestion` (AppKit's informative text), or none.
  /// - Choosing option `i` calls the error's `attemptRecovery(optionIndex: i)`
  ///   (the synchronous form) on the main actor. When it returns `true` (Apple:
  ///   "the recovery was successful"), the event whose responder threw the error
  ///   is sent again from its sender's position, once, as a retry would
  ///   (``ErrorRecoveryOption/retry(title:)``); `false` does nothing more.
  /// - With no options, the alert has one dismiss button, titled "Okay".
  ///
  /// Errors arriving while an alert is shown wait in a queue, each with its own
  /// options. Other errors pass on untouched. Opt-in: `handleAlertErrors()` does
  /// not catch these unless they are also ``AlertableError``s.
  ///
  /// ```swift
  /// // Fragment
  /// struct QuotaExceeded: RecoverableError, LocalizedError {
  ///   var errorDescription: String? { "Your storage is full." }
  ///   var recoverySuggestion: String? { "Free some space, then try again." }
  ///   var recoveryOptions: [String] { ["Free Space", "Cancel"] }
  ///   func attemptRecovery(optionIndex: Int) -> Bool { optionIndex == 0 }
  /// }
  ///
  /// LibraryView()
  ///   .handleRecoverableErrors()
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: Where the responder is, for journeys and runtime issues.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: The line of the responder.
  ///   - column: the caller's column.
  public func handleRecoverableErrors(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> some View {
    modifier(
      RecoveryAlertModifier<any RecoverableError>(fileID: fileID, filePath: filePath, line: line, column: column) { error, recovery in
        PendingAlert(
          id: 0, title: error.localizedDescription, message: (error as? any LocalizedError)?.recoverySuggestion,
          choices: error.alertChoices(recovery))
      })
  }
}

extension RecoverableError {
  /// One button per recovery option, each attempting recovery with its index; one
  /// "Okay" button when there are none.
  @MainActor
  fileprivate func alertChoices(_ recovery: ErrorRecoveryContext) -> [PendingAlert.Choice] {
    guard !recoveryOptions.isEmpty else { return [PendingAlert.Choice(label: Text("Okay"), role: .cancel) {}] }
    return recoveryOptions.indices.map { index in
      PendingAlert.Choice(label: Text(recoveryOptions[index]), role: nil) {
        if attemptRecovery(optionIndex: index) { recovery.retry() }
      }
    }
  }
}
