extension TriggerEvent {
  /// Triggers `event` from this position and returns what became of it, as
  /// ``send(_:fileID:filePath:line:column:)`` does, and calls `whenRetried` with the outcome of
  /// every retry of it.
  ///
  /// A retry is the value sent again by error recovery — the `.retry()` option of
  /// `recoverableErrors`, the Retry of its alert — after a responder of `event` threw. It is sent from this position, as the first send was, and counts as this sender's
  /// own: its outcome comes here, `pending` while an asynchronous responder works on it, so that a
  /// sender that waits for its event (a Pay button disabled while its payment runs) also waits
  /// for the retry; a retry of the retry comes here too. The outcome of the first send is not
  /// changed by a retry: it ended when the responder threw.
  ///
  /// ```swift
  /// let outcome = triggerEvent.send(RetriedPayEvent()) { retry in
  ///   record("retry", retry)
  /// }
  /// record("first", outcome)
  /// ```
  ///
  /// - Parameters:
  ///   - event: the event to trigger.
  ///   - fileID: the caller's file, the event's origin in journeys and runtime issues.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  ///   - whenRetried: called on the main actor with each retry's outcome, once the retry has been
  ///     sent.
  /// - Returns: the outcome of this send.
  @MainActor
  @discardableResult
  public func send(
    _ event: any Event, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, whenRetried: @escaping @MainActor (EventOutcome) -> Void
  ) -> EventOutcome {
    let outcome = OutcomeRecorder()
    outcome.retryFollower = RetryFollower(whenRetried)
    Dispatcher.send(
      .event(event), from: chain.node, origin: .call(fileID: fileID, filePath: filePath, line: line, column: column),
      outcome: outcome)
    return outcome.outcomeAfterSending
  }
}
