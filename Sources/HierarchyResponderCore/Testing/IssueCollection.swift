import IssueReporting

/// Runs `operation` with every runtime issue (HierarchyResponder's, HeadlessUI's, the app's own
/// `reportIssue` calls) handed to `collect` instead of the usual reporters: a crawl turns them
/// into problems of its report rather than failing the test at once. Tasks started inside
/// inherit it.
package func withCollectedIssues<R>(
  _ collect: @escaping @Sendable (String) -> Void,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R
) async rethrows -> R {
  try await withIssueReporters([IssueCollector(collect: collect)], operation: operation)
}

/// An issue reporter that hands each message to a closure.
private struct IssueCollector: IssueReporter {
  let collect: @Sendable (String) -> Void

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString, filePath: StaticString, line: UInt,
    column: UInt
  ) {
    collect(message() ?? "An issue was reported at \(fileID):\(line).")
  }

  func reportIssue(
    _ error: any Error, _ message: @autoclosure () -> String?, fileID: StaticString, filePath: StaticString, line: UInt,
    column: UInt
  ) {
    collect(message().map { "\($0): \(error)" } ?? "\(error)")
  }

  func expectIssue(_ message: @autoclosure () -> String?, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {}

  func expectIssue(
    _ error: any Error, _ message: @autoclosure () -> String?, fileID: StaticString, filePath: StaticString, line: UInt,
    column: UInt
  ) {}
}
