/// How far a ``Crawler`` goes: how many actions deep a path may be, and how many actions it
/// performs in all.
///
/// What lies beyond a limit is not explored; the crawl reports it (``CrawlSkip``), so that a test
/// can tell a small app that was fully explored from a large one that was cut short.
///
/// ```swift
/// // Fragment
/// let crawler = Crawler(limits: CrawlLimits(depth: 2, actions: 50)) { ViewHost(ContentView()) }
/// ```
public struct CrawlLimits: Hashable, Sendable {
  /// The most actions in one path, from a fresh root (3 by default).
  public var depth: Int
  /// The most actions performed in all, not counting the replays that lead back to a state
  /// (200 by default).
  public var actions: Int

  /// How long, in seconds, the work an action started (tasks started from actions, `async`
  /// responders) may run after it before the crawler takes the next step (1 by default). Work
  /// still running then is reported; `task` modifiers, which live as long as their view, are
  /// not waited for.
  public var wait: Double

  /// Whether every path starts from a fresh root (`false` by default).
  ///
  /// By default a window's crawl goes back by popping a pushed screen when the host proves that
  /// the pop undoes everything the path's steps did (``Crawler`` says when), which gives the same
  /// results for less work. Set it when an action changes state no view observes (a plain
  /// object held by a view), which the host cannot see, and each path must start anew:
  ///
  /// ```swift
  /// // Fragment
  /// var limits = CrawlLimits(depth: 2)
  /// limits.freshRootForEveryPath = true
  /// let summary = try await Crawler(limits: limits) { ViewHost(ContentView()) }.run()
  /// ```
  public var freshRootForEveryPath = false

  /// Limits for a crawl.
  ///
  /// - Parameters:
  ///   - depth: the most actions in one path from a fresh root.
  ///   - actions: the most actions performed in all.
  ///   - wait: how long the work an action started may run, in seconds.
  public init(depth: Int = 3, actions: Int = 200, wait: Double = 1) {
    self.depth = max(0, depth)
    self.actions = max(0, actions)
    self.wait = max(0, wait)
  }
}
