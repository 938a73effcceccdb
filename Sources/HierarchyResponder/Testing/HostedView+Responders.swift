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

    /// Sends `request` from this view's position, as the view itself would with
    /// `@Environment(\.sendRequest)`, awaits the answer, then applies the updates the responders
    /// caused.
    ///
    /// The request reaches the responders outer to this view (its ancestors' modifiers), not those
    /// inside it, and ends as it would for the view: the answer is returned, and every other
    /// ending is thrown (`RequestNotAnswered` when nothing answered, the responder's error,
    /// `CancellationError`). A responder that waits for the user (a dialog, a sheet) answers once
    /// the test acts: send with `async let`, act, then await the answer.
    ///
    /// ```swift
    /// let host = ViewHost(MailScreen(accounts: accounts))
    /// async let picked = host.find(ComposeButton.self).sendRequest(PickAccount())
    /// try await host.runUntilIdle()  // the picker's sheet is presented
    /// try host.button("me@work.example").tap()
    /// #expect(try await picked == accounts[1])
    /// ```
    ///
    /// - Parameters:
    ///   - request: the request to send.
    ///   - fileID: the caller's file, the request's origin in journeys and runtime issues.
    ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
    ///   - line: the caller's line.
    ///   - column: the caller's column.
    /// - Returns: the answer.
    /// - Throws: what the request ends with when it is not answered, as for the view; then
    ///   `ViewHostError` when the updates never settle.
    public func sendRequest<R: ResponderRequest>(
      _ request: R, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws -> R.Response {
      let sendRequest = environment.sendRequest
      let answer = try await sendRequest(request, fileID: fileID, filePath: filePath, line: line, column: column)
      try update()
      return answer
    }
  }
#endif
