#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

extension View {
  /// Records the events and errors this view's subtree sends up, in `spy` (for tests and
  /// previews); the spy handles them, or lets them continue outward when it was made with
  /// `passValuesOn: true`.
  ///
  /// One spy sees both sides, in arrival order, which setting `\.triggerEvent` and
  /// `\.reportError` separately cannot do (each replaces the whole chain).
  ///
  /// ```swift
  /// let spy = ResponderSpy()
  /// let host = ViewHost(TodoRow(todo: todo).responderSpy(spy))
  /// try host.button("Delete").tap()
  /// #expect(spy.events(of: DeleteTodoEvent.self).map(\.id) == [todo.id])
  /// ```
  ///
  /// - Parameters:
  ///   - spy: the spy that records.
  ///   - fileID: the caller's file, naming the spy in journeys.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line, naming the spy in journeys.
  ///   - column: the caller's column.
  public func responderSpy(_ spy: ResponderSpy, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
    // The two responders of `ResponderChain.addingSpy(_:site:)`, each kept across
    // body evaluations (ARCHITECTURE.md, rule 13): events inner, errors outer.
    modifier(
      ResponderModifier<any Event>(fileID: fileID, filePath: filePath, line: line, column: column, kind: .receiveEvent, responderBody: .reply { spy.record(.event($0)) })
    )
    .modifier(
      ResponderModifier<any Error>(fileID: fileID, filePath: filePath, line: line, column: column, kind: .receiveError, responderBody: .reply { spy.record(.error($0)) })
    )
  }
}
