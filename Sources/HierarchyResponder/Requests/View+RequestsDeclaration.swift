#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

extension View {
  /// Declares the requests this view's subtree sends, as `.triggers` declares events.
  ///
  /// In debug builds, a request of another type passing the declaration is an infraction, and
  /// with `requireExplicitResponders` (on by default) so is a declared request with no responder
  /// of its type above the declaration. `responderSafetyLevel(_:)` chooses what an infraction
  /// does. Release builds check nothing.
  ///
  /// ```swift
  /// // Fragment
  /// NoteRow(note: note)
  ///   .requests(ConfirmDeletion.self)
  /// ```
  ///
  /// - Parameters:
  ///   - requests: the request types the subtree sends.
  ///   - fileID: the caller's file: where infractions are reported.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  public func requests(
    _ requests: any ResponderRequest.Type..., fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> some View {
    modifier(
      SafetyDeclarationModifier(
        fileID: fileID, filePath: filePath, line: line, column: column, kind: .requests, types: requests,
        matchers: requests.map(Payload.requestMatcher(for:))))
  }
}
