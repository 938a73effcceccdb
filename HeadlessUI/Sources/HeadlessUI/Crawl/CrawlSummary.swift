/// What a ``Crawler`` did: the paths it performed, the screens it saw, and what it left out.
///
/// ```swift
/// // Fragment
/// let summary = try await Crawler { ViewHost(ContentView()) }.run()
/// #expect(summary.failures.isEmpty)
/// #expect(summary.screens.contains("Settings"))
/// ```
public struct CrawlSummary: Hashable, Sendable {
  /// The paths performed, in the order performed (breadth first): each ends with the step that
  /// was performed, after its prefix was replayed from a fresh root. The empty path (mounting
  /// the root) comes first.
  public var paths: [[CrawlStep]]
  /// The screens actions were found on, in the order first seen.
  public var screens: [String]
  /// What was seen and not done, once per step and reason, in the order met.
  public var skipped: [CrawlSkip]
  /// The steps that threw.
  public var failures: [CrawlFailure]

  /// How many actions were performed (paths other than the empty one).
  public var actionCount: Int { paths.filter { !$0.isEmpty }.count }
}
