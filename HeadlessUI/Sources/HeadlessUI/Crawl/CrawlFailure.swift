/// A step that threw while a ``Crawler`` performed it (updates that never settle, a control
/// that refused the action), with the path that reproduces it.
///
/// ```swift
/// // Fragment
/// #expect(summary.failures.isEmpty, "\(summary.failures)")
/// ```
public struct CrawlFailure: Hashable, Sendable, CustomStringConvertible {
  /// The steps from a fresh root, the failing one last.
  public var path: [CrawlStep]
  /// What was thrown, in words.
  public var message: String

  /// A failure.
  ///
  /// - Parameters:
  ///   - path: the steps from a fresh root, the failing one last.
  ///   - message: what was thrown.
  public init(path: [CrawlStep], message: String) {
    self.path = path
    self.message = message
  }

  /// `tap "Save" on Editor failed: …`.
  public var description: String {
    "\(path.last.map(\.description) ?? "mounting the root") failed: \(message)"
  }
}
