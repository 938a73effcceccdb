import IssueReporting

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The single place where HierarchyResponder reports a runtime issue.
///
/// - In debug builds an issue goes through IssueReporting's `reportIssue`: a
///   purple runtime warning in Xcode, a test failure under a test runner, a line
///   on standard error elsewhere. It never crashes, except a `.strict` safety
///   infraction outside a test runner, which stops the program with `fatalError`
///   (see ``fatal(_:site:)``).
/// - In Xcode previews nothing is reported.
/// - In release builds nothing is checked and nothing is reported.
///
/// Tests observe issues with IssueReporting's `withIssueReporters(_:operation:)`
/// (or Swift Testing's `withKnownIssue`). Under a test runner (IssueReporting's
/// `isTesting`) a strict infraction is reported the same way, a test failure
/// that `withKnownIssue` can expect, so an app's tests observe it through public
/// API; the package's own tests may also install ``fatalHandler``.
package enum ResponderDiagnostics {
  /// When set, a strict infraction calls this handler instead of `fatalError`,
  /// and the offending value is dropped. For tests.
  @TaskLocal package static var fatalHandler: (@Sendable (String) -> Void)?

  /// `true` when running inside an Xcode preview, where issues stay silent.
  package static let isRunningForPreviews: Bool = {
    guard let value = getenv("XCODE_RUNNING_FOR_PREVIEWS") else { return false }
    return String(cString: value) == "1"
  }()

  /// Reports a runtime issue located at `site`.
  package static func report(_ message: @autoclosure () -> String, site: ResponderSite?) {
    #if DEBUG
      guard !isRunningForPreviews else { return }
      let text = message()
      // Swift Testing needs a `Module/File.swift` file ID; hand-made sites may lack one.
      // The text does not say where it happened (``Messages``): the location does, or, for a
      // site that cannot be one, a prefix.
      if let site, site.fileID.contains("/") {
        reportIssue(
          text, fileID: site.staticFileID, filePath: site.staticFilePath, line: max(site.line, 1), column: max(site.column, 1))
      } else if let site {
        reportIssue("\(site): \(text)")
      } else {
        reportIssue(text)
      }
    #endif
  }

  /// Stops the program (a `.strict` safety infraction); calls ``fatalHandler``
  /// when a test installed one, and under a test runner reports a test failure
  /// instead (the caller drops the offending value either way).
  package static func fatal(_ message: @autoclosure () -> String, site: ResponderSite?) {
    #if DEBUG
      let text = message()
      if let handler = fatalHandler {
        handler(text)
        return
      }
      guard !isRunningForPreviews else { return }
      if isTestRunner {
        report(text, site: site)
        return
      }
      fatalError(text)
    #endif
  }

  /// A safety infraction at `level`: reported (`.relaxed`), stopping the
  /// program or failing the test (`.strict`, see ``fatal(_:site:)``), or ignored.
  package static func infraction(_ message: @autoclosure () -> String, level: ResponderSafetyLevel, site: ResponderSite?) {
    switch level {
    case .disabled: return
    case .relaxed: report(message(), site: site)
    case .strict: fatal(message(), site: site)
    }
  }

  /// Whether the process runs under a test runner (IssueReporting's `isTesting`:
  /// XCTest or Swift Testing), where a strict infraction is a test failure.
  package static var isTestRunner: Bool { isTesting }
}
