#if !canImport(SwiftUI) || Headless
  import HeadlessUI

  extension HostedView {
    /// Triggers `event` from this view's position, as the view itself would with
    /// `@Environment(\.triggerEvent)`, then applies the updates the responders caused.
    ///
    /// The event reaches the responders outer to this view (its ancestors' modifiers), not
    /// those inside it. For `async` responders, follow with `try await host.settle()`.
    ///
    /// ```swift
    /// // Fragment
    /// let host = ViewHost(TodoScreen(store: TodoStore(todos: [Todo(id: 1, title: "Buy milk")])))
    /// try host.find(TodoRow.self).triggerEvent(ToggleTodoEvent(id: 1))
    /// #expect(try host.find(text: "✓ Buy milk").isMounted)
    /// ```
    ///
    /// - Parameters:
    ///   - event: the event to trigger.
    ///   - fileID: the caller's file, the event's origin in journeys and runtime issues.
    ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
    ///   - line: the caller's line.
    ///   - column: the caller's column.
    /// - Throws: `ViewHostError` when the updates never settle.
    public func triggerEvent(_ event: any Event, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) throws {
      try perform { environment.triggerEvent(event, fileID: fileID, filePath: filePath, line: line, column: column) }
    }

    /// Reports `error` from this view's position, as the view itself would with
    /// `@Environment(\.reportError)`, then applies the updates the responders caused.
    ///
    /// ```swift
    /// try host.find(TodoRow.self).reportError(SaveFailedError())
    /// #expect(host.alert?.title == "Could not save")
    /// ```
    ///
    /// - Parameters:
    ///   - error: the error to report.
    ///   - fileID: the caller's file, the error's origin in journeys and runtime issues.
    ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
    ///   - line: the caller's line.
    ///   - column: the caller's column.
    /// - Throws: `ViewHostError` when the updates never settle.
    public func reportError(_ error: any Error, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) throws {
      try perform { environment.reportError(error, fileID: fileID, filePath: filePath, line: line, column: column) }
    }
  }
#endif
