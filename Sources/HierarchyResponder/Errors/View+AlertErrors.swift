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
  /// Errors that arrive while an alert is shown wait in a queue and are shown
  /// one after the other: none is lost. Other errors pass on untouched. This
  /// responder is explicit for `.reports(...)` of alertable error types.
  ///
  /// - Parameters:
  ///   - dismissButtonTitle: The title of the alert's only button (a localized key); "Okay" by default.
  ///   - fileID: Where the responder is, for journeys and runtime issues.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: The line of the responder.
  ///   - column: the caller's column.
  ///
  /// ```swift
  /// ContentView()
  ///   .handleAlertErrors()                          // "Okay"
  /// SettingsView()
  ///   .handleAlertErrors(dismissButtonTitle: "OK")  // your own title
  /// ```
  public func handleAlertErrors(
    dismissButtonTitle: LocalizedStringKey = "Okay", fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> some View {
    modifier(AlertErrorsModifier(dismissButtonTitle: dismissButtonTitle, fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// One alert waiting to be shown.
struct PendingAlert: Identifiable, Equatable, Sendable {
  let id: Int
  let title: String?
  let message: String
}

/// Queues alertable errors and presents them one at a time.
struct AlertErrorsModifier: ViewModifier {
  @State private var queue: [PendingAlert] = []
  @State private var nextID = 0

  let dismissButtonTitle: LocalizedStringKey
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  func body(content: Content) -> some View {
    let queue = $queue
    let isPresented = Binding<Bool>(
      get: { !queue.wrappedValue.isEmpty },
      set: { presented in
        if !presented, !queue.wrappedValue.isEmpty { queue.wrappedValue.removeFirst() }
      })
    let current = self.queue.first
    content
      .responder((any AlertableError).self, kind: .handleError, fileID: fileID, filePath: filePath, line: line, column: column, .handle(enqueue))
      .alert(
        current?.title.map { Text($0) } ?? Text("Error"), isPresented: isPresented, presenting: current
      ) { _ in
        Button(dismissButtonTitle, role: .cancel) {}
      } message: { alert in
        Text(alert.message)
      }
  }

  private func enqueue(_ error: any AlertableError) {
    queue.append(PendingAlert(id: nextID, title: error.title, message: error.message))
    nextID += 1
  }
}
