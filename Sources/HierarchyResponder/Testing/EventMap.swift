#if !canImport(SwiftUI) || Headless
  import HeadlessUI

  /// What an app can send, crawled headless: every value each action sends and who takes it,
  /// what goes wrong (with the steps that reproduce it), and the map of it all.
  ///
  /// ``crawl(limits:_:)`` makes a fresh root for every path (so the app's services are the
  /// test's doubles, and one action's effects do not leak into another path; where popping a
  /// pushed screen provably undoes a path's steps, the crawler goes back instead, with the same
  /// results: ``/HeadlessUI/Crawler``), explores what a
  /// user can do breadth first with HeadlessUI's ``/HeadlessUI/Crawler``, and watches the journey of every
  /// value sent from the root of the hierarchy. A test then asserts on ``problems``:
  /// - each event or error that reached the root unhandled, each request nobody answered;
  /// - each value that passed a `.triggers`, `.reports` or `.requests` declaration that does not
  ///   list it, and each declared type no action sent;
  /// - async work still waiting when a path ended, other runtime issues, actions that threw.
  ///   Work waiting on an alert, a confirmation dialog or a sheet the crawler presses next (a
  ///   request a dialog answers) is not stuck: the following paths answer it, and the request is
  ///   attributed to the action that sent it.
  ///
  /// ```swift
  /// let map = try await EventMap.crawl(limits: CrawlLimits(depth: 1)) {
  ///   TodoScreen(store: TodoStore(todos: [Todo(id: 1, title: "Buy milk")]))
  /// }
  /// #expect(map.problems.isEmpty)
  /// ```
  ///
  /// What a crawl does not prove: it sees what its limits and the crawler's actions reach
  /// (``/HeadlessUI/Crawler`` lists what it drives; text entry, sliders and timed work are not), from the
  /// state the factory makes. A value the app sends only after text entry, a timer, a push
  /// notification or another window's action is not sent, so its declaration is reported as
  /// never sent; values are attributed to the action after which they ended (a request waiting
  /// for the user's answer, to the action that sent it).
  @MainActor
  public struct EventMap {
    /// What the crawler did: the paths, the screens, what it skipped and why.
    public let summary: CrawlSummary
    /// Every value sent, in the order their journeys ended; an error a responder threw follows
    /// the value whose responder threw it, as a value of kind ``Sending/Kind/error``.
    public let sent: [Sending]
    /// The declarations found on screen, in the order first seen.
    public let declarations: [Declaration]
    /// What is wrong; `isEmpty` when nothing is.
    public let problems: Problems
    /// The map's arrows, in the order first drawn: each screen to its controls that sent
    /// something, each control to the responder that took its value, and on along the values
    /// responders passed on (transformed, thrown, caught) to the next taker or to the root.
    public let edges: [Edge]

    /// What the crawl skipped and why (``/HeadlessUI/CrawlSummary/skipped``).
    public var skipped: [CrawlSkip] { summary.skipped }

    /// Crawls a window whose root `makeRoot` makes, and maps what it sends.
    ///
    /// - Parameters:
    ///   - limits: how deep and how many actions.
    ///   - makeRoot: makes the root view, with the services the test chooses; called for every
    ///     path that does not go back by popping a pushed screen.
    /// - Returns: the values sent, the problems, and the map.
    /// - Throws: only when the calling task is cancelled.
    public static func crawl<Root: View>(
      limits: CrawlLimits = CrawlLimits(), _ makeRoot: @escaping @MainActor () -> Root
    ) async throws -> EventMap {
      let recorder = EventMapRecorder()
      let environment = recorder.environment
      return try await recorder.run(Crawler(limits: limits) { ViewHost(makeRoot(), environment: environment) })
    }

    /// Crawls an app (its key window and its menu bar's commands) that `makeApp` makes, and
    /// maps what it sends.
    ///
    /// ```swift
    /// // Fragment
    /// let map = try await EventMap.crawl(app: { MailDesktopApp() })
    /// #expect(map.sent.contains { $0.kind == .command })
    /// ```
    ///
    /// - Parameters:
    ///   - limits: how deep and how many actions.
    ///   - makeApp: makes the app; called once per path.
    /// - Returns: the values sent, the problems, and the map.
    /// - Throws: only when the calling task is cancelled.
    public static func crawl<A: App>(
      limits: CrawlLimits = CrawlLimits(), app makeApp: @escaping @MainActor () -> A
    ) async throws -> EventMap {
      let recorder = EventMapRecorder()
      let environment = recorder.environment
      return try await recorder.run(Crawler(limits: limits, app: { AppHost(makeApp(), environment: environment) }))
    }
  }
#endif
