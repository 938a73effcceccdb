import Foundation

/// Writes the demo's report to standard output, unbuffered, so that its lines
/// stay in order with the runtime issues IssueReporting writes to standard error.
enum Report {
  /// Writes one line.
  static func line(_ text: String = "") {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
  }

  /// Writes each line with `indent` spaces before it.
  static func lines(_ texts: [String], indent: Int = 0) {
    let prefix = String(repeating: " ", count: indent)
    for text in texts { line(prefix + text) }
  }
}
