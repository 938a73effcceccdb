#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder

  /// The demo's interactions, in order. Each prints a heading, why it is
  /// interesting, what happened (state read back from the rendered tree, and
  /// outcomes the responders recorded), and the journey of every event it sent.
  @MainActor
  final class DemoScript {
    let services = DemoServices()
    let host: ViewHost
    private var number = 0

    init() {
      host = ViewHost(FeedApp(services: services))
    }

    func run() async throws {
      Report.line("HierarchyResponder demo: a feed app, run headless")
      Report.line(String(repeating: "=", count: 50))
      Report.line("The screen at start (app views, texts and buttons of the rendered tree):")
      Report.lines(ScreenSummary.summarize(host.render()), indent: 2)
      _ = services.takeOutcomes()  // the publisher issued at start

      try await step("Tap the title of post 2", why: "onTapGesture(trigger:) sends SelectPostEvent up; the feed opens a sheet") {
        try host.find(text: "#2 Found a moth in relay 70").tap()
      } then: {
        try readAndCloseSheet()
      }

      try await step("Tap 'Like' on post 2", why: "an EventButton; the feed's typed handleEvent counts the like") {
        try row(2).button("Like").tap()
      } then: {
        ["Post 2 now has 1 like: the row reads \"\(try rowLine(2))\""]
      }

      try await step("Tap 'Comment' on post 1 while signed out", why: "the handler throws; catchError turns the error into an event") {
        try row(1).button("Comment").tap()
      } then: {
        try readAndCloseSheet()
      }

      try await step("Tap 'Share' on post 3", why: "the server refuses with an AlertableError; handleAlertErrors() shows it") {
        try row(3).button("Share").tap()
      } then: {
        [alertLine()]
      }

      try await step("Tap 'Refresh' while that alert is still shown", why: "a second AlertableError arrives and waits in the queue") {
        try host.button("Refresh").tap()
      } then: {
        ["Still shown: the alert titled \"\(host.alert?.title ?? "none")\"; the refresh error waits its turn"]
      }

      try await step("Tap 'Okay' on the alert, twice", why: "dismissing an alert presents the next queued error") {
        try host.tapAlertButton("Okay")
      } then: {
        let next = "Next: " + alertLine()
        try host.tapAlertButton("Okay")
        return [next, "After the second 'Okay': " + alertLine(), "(dismissing an alert sends no event, so no journey)"]
      }

      try await step("Tap 'Save' on post 3", why: "an async responder: handleEvent awaits the server, then handles") {
        try row(3).button("Save").tap()
      } then: {
        let pending = services.journeys.isEmpty ? "The journey is not over yet: the responder is awaiting" : "The journey ended at once"
        let rowBefore = "Row of post 3 right after the tap: \"\(try rowLine(3))\""
        try await host.settle()  // waits for the async responder to finish, and applies its updates
        return [rowBefore, pending, "... host.settle() waits until the save completes ..."]
          + services.takeOutcomes() + ["Row of post 3 now: \"\(try rowLine(3))\""]
      }

      try await step("Tap 'Grace' on post 2", why: "the navigator pushes Grace's profile on top of the feed") {
        try row(2).button("Grace").tap()
      } then: {
        ["Screen on top: \(try host.find(ProfileScreen.self).texts.first ?? "?")"]
      }

      try await step("Publish a deep link (feed://notifications) from the navigator", why: ".publisher(for:) sends it DOWN to the deepest .subscribe: the screen on top") {
        try publishDeepLink("feed://notifications")
      } then: {
        ["Screen on top now reads \"\(try host.find(ProfileScreen.self).texts.first ?? "?")\"",
         "(published events go down, not up: they have no journey)"]
      }

      try await step("Tap 'Back' on the profile, then publish the deep link again", why: "the profile leaves; the publisher is re-issued and the feed is now on top") {
        try host.button("Back").tap()
        try publishDeepLink("feed://notifications")
      } then: {
        ["Feed header now reads \"\(try host.find(FeedScreen.self).texts.first ?? "?")\""]
      }

      try await step("Tap 'Rate this app'", why: "nobody handles RateAppEvent: it reaches the root. A runtime issue is EXPECTED on stderr; no crash") {
        try host.button("Rate this app").tap()
      } then: {
        ["The app keeps running (the journey below shows where the event went)"]
      }

      Report.line()
      Report.line("The screen at the end:")
      Report.lines(ScreenSummary.summarize(host.render()), indent: 2)
      try await runDesktop()
      Report.line()
      Report.line("Done: \(number) interactions. The one runtime issue on stderr (RateAppEvent) was expected.")
      try await printEventMap()
    }

    /// Crawls the feed headless, one action deep from a fresh app each time, and prints what it
    /// found and its map (Mermaid: paste it into a Markdown file on GitHub to see it drawn).
    private func printEventMap() async throws {
      let map = try await EventMap.crawl(limits: CrawlLimits(depth: 1)) { FeedApp(services: DemoServices()) }
      Report.line()
      Report.line("The event map")
      Report.line(String(repeating: "=", count: 50))
      Report.line("Crawled \(map.summary.actionCount) actions, one deep, each from a fresh app; \(map.sent.count) values sent.")
      Report.line("Problems: \(map.problems)")
      let reasons = Dictionary(grouping: map.skipped, by: \.reason.description).map { "\($0.value.count) \($0.key)" }.sorted()
      Report.line("Skipped: \(reasons.isEmpty ? "nothing" : reasons.joined(separator: "; "))")
      Report.line()
      Report.line("```mermaid")
      Report.line(map.mermaid)
      Report.line("```")
    }

    /// The same feed as a Mac app: a menu command and its keyboard shortcut go to the focused row.
    private func runDesktop() async throws {
      let app = AppHost(FeedDesktopApp())
      let desktop = FeedDesktopApp.services
      guard let window = app.keyWindow else { throw DemoError("The app opened no window") }
      let postMenu = { app.menus.first { $0.title == "Post" }?.items.map(\.description) ?? [] }
      Report.line()
      Report.line("On a Mac: the feed in a window, with a Post menu (EventCommand \"Like\", ⌘L)")
      Report.line(String(repeating: "=", count: 50))
      try await step("Open the Post menu with nothing focused", why: "no responder on the window's path takes LikeFocusedPostEvent: the item is disabled") {
      } then: {
        ["Post menu: \(postMenu())"]
      }
      try await step("Click post 2's row, then choose Post > Like", why: "the command starts at the focused row, which turns it into its LikeEvent") {
        try window.host.findAll(PostRow.self)[1].focus()
        try app.menuItem("Like", in: "Post").choose()
      } then: {
        ["Post menu: \(postMenu())", "Row of post 2: \"\(try likesLine(of: 2, in: window.host))\""]
          + desktop.takeJourneys().flatMap { JourneyFormatter().lines(for: $0) }
      }
      try await step("Click post 3's row, then press ⌘L", why: "the keyboard shortcut goes to the key window's focused row") {
        try window.host.findAll(PostRow.self)[2].focus()
        try app.press("l")
      } then: {
        ["Row of post 3: \"\(try likesLine(of: 3, in: window.host))\""]
          + desktop.takeJourneys().flatMap { JourneyFormatter().lines(for: $0) }
      }
    }

    /// The "by … · n likes" line of post `id`'s row in `host`.
    private func likesLine(of id: Int, in host: ViewHost) throws -> String {
      let row = host.findAll(PostRow.self).first { $0.view(as: PostRow.self)?.post.id == id }
      return row?.texts.first { $0.hasPrefix("by ") } ?? "?"
    }

    // MARK: Steps

    /// Runs one interaction and prints it: heading, why, what happened, journeys.
    private func step(
      _ title: String, why: String, act: () throws -> Void, then observe: () async throws -> [String]
    ) async throws {
      number += 1
      Report.line()
      Report.line("\(number). \(title)")
      Report.line("   (\(why))")
      Report.line("   What happened:")
      try act()
      let before = services.takeOutcomes()
      let observations = try await observe()
      let lines = before + observations + services.takeOutcomes()
      Report.lines(lines.map { "• " + $0 }, indent: 3)
      for journey in services.takeJourneys() {
        Report.lines(JourneyFormatter().lines(for: journey), indent: 3)
      }
    }

    // MARK: Reading the screen

    /// The row of post `id`.
    private func row(_ id: Int) throws -> HostedView {
      guard let row = host.findAll(PostRow.self).first(where: { $0.view(as: PostRow.self)?.post.id == id }) else {
        throw DemoError("No row shows post \(id)")
      }
      return row
    }

    /// The "by … · n likes" line of post `id`'s row.
    private func rowLine(_ id: Int) throws -> String {
      try row(id).texts.first(where: { $0.hasPrefix("by ") }) ?? "?"
    }

    /// The sheet on screen, in words; then closes it.
    private func readAndCloseSheet() throws -> [String] {
      let shown = "Sheet shown: " + (host.sheet?.content.texts.joined(separator: " / ") ?? "none")
      try host.dismissSheet()
      return [shown, "(the demo closes the sheet)"]
    }

    /// The alert on screen, in words.
    private func alertLine() -> String {
      guard let alert = host.alert else { return "no alert on screen" }
      return "Alert shown: title \"\(alert.title)\", message \"\(alert.message ?? "")\", "
        + "buttons \(alert.buttons.map(\.title))"
    }

    private func publishDeepLink(_ url: String) throws {
      guard let publish = services.deepLinks else { throw DemoError("No deep-link publisher: no subscriber on screen") }
      publish(DeepLinkEvent(url: url))
      try host.update()  // apply the state the subscriber changed, as a tap would
    }
  }

  /// A step that could not be performed.
  struct DemoError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
#endif
