import HierarchyResponderCore
import IssueReporting
import Testing

// Shared fixtures of the core tests: values, logs, and the ways to observe
// runtime issues and strict safety stops.

// MARK: - Values

struct Ping: Event, Equatable { var id = 0 }
struct Pong: Event, Equatable { var id = 0 }
struct Tap: Event, Equatable {}
struct Boom: Error, Equatable { var id = 0 }
struct Oops: Error, Equatable {}

/// A fixed site, so that messages can be asserted word for word.
func site(_ line: UInt, _ name: String? = nil) -> ResponderSite {
  ResponderSite(fileID: "App/Screen.swift", line: line, name: name)
}

// MARK: - Logs

/// What responders saw, in order.
@MainActor
final class Log {
  private(set) var entries: [String] = []
  func callAsFunction(_ entry: String) { entries.append(entry) }
}

// MARK: - Runtime issues

/// One issue that went through IssueReporting's `reportIssue`.
struct ReportedIssue: Equatable, Sendable {
  var message: String
  var fileID: String
  var line: UInt
}

/// Collects issues instead of failing the test. Every issue of the core is
/// reported on the main actor, so the unchecked sendability is never exercised.
final class IssueCollector: IssueReporter, @unchecked Sendable {
  var issues: [ReportedIssue] = []

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString, filePath: StaticString,
    line: UInt, column: UInt
  ) {
    issues.append(ReportedIssue(message: message() ?? "", fileID: fileID.description, line: line))
  }
}

/// The issues reported while `body` runs (they do not fail the test).
@MainActor
func issues(during body: () throws -> Void) rethrows -> [ReportedIssue] {
  let collector = IssueCollector()
  try withIssueReporters([collector], operation: body)
  return collector.issues
}

/// The messages of the issues reported while `body` runs.
@MainActor
func issueMessages(during body: () throws -> Void) rethrows -> [String] {
  try issues(during: body).map(\.message)
}

/// The messages of the issues reported while the asynchronous `body` runs
/// (including in the tasks it starts, which inherit the reporters).
@MainActor
func issueMessages(during body: () async throws -> Void) async rethrows -> [String] {
  let collector = IssueCollector()
  try await withIssueReporters([collector], operation: body)
  return collector.issues.map(\.message)
}

// MARK: - Strict safety stops

/// The messages passed to the fatal handler (a strict infraction) while `body`
/// runs; the handler replaces `fatalError`, so the test goes on.
@MainActor
func fatalStops(during body: () throws -> Void) rethrows -> [String] {
  let stops = FatalStops()
  try ResponderDiagnostics.$fatalHandler.withValue({ message in stops.append(message) }, operation: body)
  return stops.messages
}

/// Strict stops happen on the main actor, during a dispatch.
final class FatalStops: @unchecked Sendable {
  private(set) var messages: [String] = []
  func append(_ message: String) { messages.append(message) }
}

// MARK: - Asynchronous work

/// A door that asynchronous responders wait at until the test opens it.
@MainActor
final class Gate {
  private var waiters: [CheckedContinuation<Void, Never>] = []
  private var isOpen = false

  /// How many closures are waiting now.
  var waitingCount: Int { waiters.count }

  func wait() async {
    if isOpen { return }
    await withCheckedContinuation { waiters.append($0) }
  }

  func open() {
    isOpen = true
    let waiting = waiters
    waiters.removeAll()
    for waiter in waiting { waiter.resume() }
  }
}

/// Yields until `condition` holds (no timing: each yield lets the main actor run what is ready).
@MainActor
func yield(until condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation) async {
  for _ in 0..<10_000 {
    if condition() { return }
    await Task.yield()
  }
  Issue.record("The condition never held", sourceLocation: sourceLocation)
}

/// A chain that its own responders can reach (to send from their own position).
@MainActor
final class ChainReference {
  var chain = ResponderChain()
}
