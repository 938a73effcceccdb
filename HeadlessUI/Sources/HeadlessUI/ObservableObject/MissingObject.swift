import IssueReporting

/// A view whose `@Environment(Model.self)` finds no object.
///
/// SwiftUI evaluates the property's key path (`EnvironmentValues[forceUnwrapping:]`) before
/// `body`, so a missing model stops the program even when the view never reads it. A test run
/// must live on, so HeadlessUI checks when it installs the view's properties: a missing object
/// leaves the view's body unevaluated (it shows nothing), its message (SwiftUI's, word for
/// word) joins ``ViewHost/issues``, and it is reported as an issue — under a test runner a
/// failure of the running test, attributed to the mount or interaction that evaluated the view
/// (tests observe what would stop the program, and the process lives
/// on); elsewhere SwiftUI's stop, with its message.
@MainActor
enum MissingObject {
  /// SwiftUI's message for the object missing from the properties being installed.
  private static var pending: String?

  /// Records that a property being installed found no object.
  static func found(_ message: String) {
    if pending == nil { pending = message }
  }

  /// The message of a missing object met while installing, cleared.
  static func take() -> String? {
    defer { pending = nil }
    return pending
  }
}

extension ViewGraph {
  /// Reports a view's missing object: in ``ViewHost/issues``, then as a test failure under a
  /// test runner, or SwiftUI's stop elsewhere.
  func report(missingObject message: String) {
    inbox.report(message)
    guard isTesting else { fatalError(message) }
    reportIssue(message)
  }
}
