import Foundation
import HierarchyResponderCore
import IssueReporting
import Testing

/// The tests of ARCHITECTURE.md, Bridges (routing along `next`-linked objects), grouped so
/// that `swift test --filter Routing` runs them all.
@Suite enum Routing {}

/// A stand-in for `UIResponder`: a `next` link and a pluggable response.
@MainActor
final class TestResponder {
  let name: String
  var next: TestResponder?
  var respond: (any Event) throws -> RouteDecision = { _ in .notHandled }
  /// Every event this object was asked about, by type name.
  var asked: [String] = []

  init(_ name: String, next: TestResponder? = nil) {
    self.name = name
    self.next = next
  }

  /// `LikeButton -> FeedCell -> HomeVC`, returned innermost first.
  static func chain() -> (button: TestResponder, cell: TestResponder, controller: TestResponder) {
    let controller = TestResponder("HomeVC")
    let cell = TestResponder("FeedCell", next: controller)
    return (TestResponder("LikeButton", next: cell), cell, controller)
  }

  /// The router the tests use: `next`, the name as id, and `respond`.
  static func router(onError: ((any Error, TestResponder) -> Void)? = nil) -> EventRouter<TestResponder> {
    EventRouter(next: { $0.next }, id: { $0.name }, respond: { node, event in
      node.asked.append(String(describing: type(of: event)))
      return try node.respond(event)
    }, onError: onError)
  }
}

/// Records the runtime issues reported while it is installed, to count them.
final class IssueRecorder: IssueReporter, @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [String] = []

  var messages: [String] { lock.withLock { storage } }

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    let text = message() ?? ""
    lock.withLock { storage.append(text) }
  }
}
