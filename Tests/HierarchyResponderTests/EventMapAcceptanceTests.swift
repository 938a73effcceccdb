// The layer's acceptance tests drive views through HeadlessUI: they run where the layer is
// built on it (Linux, or `HIERARCHY_RESPONDER_HEADLESS=1 swift test` on a Mac).
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Testing

  @MainActor
  @Suite("Event map: crawl an app and prove every value has a taker")
  struct EventMapAcceptanceTests {
    @Test("crawler: a broken sample reports exactly its defects, with the steps that reproduce them")
    func brokenSample() async throws {
      let map = try await EventMap.crawl(limits: CrawlLimits(depth: 1)) { BrokenShopScreen() }
      #expect(
        map.problems.lines == [
          #"Unhandled event BuyEvent: sent by tap "Buy" on BrokenShopScreen, no responder took it. Reproduce: tap "Buy" on BrokenShopScreen"#,
          #"Unanswered request PriceRequest: sent by tap "Price" on BrokenShopScreen, nobody answered it. Reproduce: tap "Price" on BrokenShopScreen"#,
          #"Undeclared event ShareItemEvent: sent by tap "Share" on BrokenShopScreen, passed .triggers at HierarchyResponderTests/EventMapSamples.swift:23, which does not list it. Reproduce: tap "Share" on BrokenShopScreen"#,
        ])
      #expect(map.problems.description.hasPrefix("3 problems:\n  1. Unhandled event BuyEvent"))
    }

    /// Outcomes.md: "`unhandled` means only 'reached the root'", for every side: a request nobody
    /// answered is an `unhandled` problem whose sending is of kind `request`.
    @Test("crawler: a request nobody answered is an unhandled problem of kind request")
    func unansweredRequestIsUnhandled() async throws {
      let map = try await EventMap.crawl(limits: CrawlLimits(depth: 1)) { BrokenShopScreen() }
      let unhandled = map.problems.all.compactMap { problem -> String? in
        guard case .unhandled(let sending) = problem else { return nil }
        return "\(sending.kind) \(sending.valueType)"
      }
      #expect(unhandled == ["event BuyEvent", "request PriceRequest"])
    }

    @Test("crawler: the repaired sample has no problem, and every value sent has a taker")
    func repairedSample() async throws {
      let map = try await EventMap.crawl(limits: CrawlLimits(depth: 1)) { RepairedShopScreen() }
      #expect(map.problems.isEmpty)
      #expect(map.sent.map(\.description) == [
        #"event BuyEvent from tap "Buy" on RepairedShopScreen: handled by .handleEvent at Shop (HierarchyResponderTests/EventMapSamples.swift:43)"#,
        #"request PriceRequest from tap "Price" on RepairedShopScreen: handled by .respond at Shop (HierarchyResponderTests/EventMapSamples.swift:46)"#,
        #"event WishEvent from tap "Wish" on RepairedShopScreen: handled by .handleEvent at Shop (HierarchyResponderTests/EventMapSamples.swift:44)"#,
        #"event ShareItemEvent from tap "Share" on RepairedShopScreen: handled by .handleEvent at Shop (HierarchyResponderTests/EventMapSamples.swift:45)"#,
      ])
    }

    @Test("crawler: a declared type no action sends is reported as never sent")
    func neverSent() async throws {
      let map = try await EventMap.crawl(limits: CrawlLimits(depth: 1)) { RefundingScreen() }
      #expect(
        map.problems.lines == [
          "Never sent: RefundEvent, declared by .triggers at HierarchyResponderTests/EventMapSamples.swift:68 on RefundingScreen; no action of the crawl sent it."
        ])
    }

    @Test("crawler: async work still waiting when the path ends is reported")
    func stillRunning() async throws {
      let map = try await EventMap.crawl(limits: CrawlLimits(depth: 1, wait: 0.05)) { StuckScreen() }
      #expect(
        map.problems.lines == [
          #"Still running: async work after tap "Sync" on StuckScreen. Reproduce: tap "Sync" on StuckScreen"#
        ])
    }

    @Test("crawler: a screen reachable only through a sheet inside a pushed screen is reached")
    func sheetInsidePushedScreen() async throws {
      let map = try await EventMap.crawl(limits: CrawlLimits(depth: 3)) { LibraryApp() }
      #expect(map.problems.isEmpty)
      let borrow = try #require(map.sent.first { $0.valueType == "BorrowEvent" })
      #expect(borrow.path.map(\.description) == [#"tap "Shelf" on Library"#, #"tap "Open book" on Shelf"#, #"tap "Borrow" on BookSheet"#])
      #expect(map.edges.map(\.description) == [
        #"BookSheet --> tap "Borrow" on BookSheet"#,
        #"tap "Borrow" on BookSheet --BorrowEvent--> .handleEvent Library"#,
      ])
    }

    @Test("crawler: limits stop the crawl, and what lies beyond them is reported as skipped")
    func limits() async throws {
      let shallow = try await EventMap.crawl(limits: CrawlLimits(depth: 2)) { LibraryApp() }
      #expect(shallow.sent.isEmpty)
      #expect(shallow.skipped.map(\.description) == [
        "dismiss sheet on BookSheet: beyond the depth limit (2)", #"tap "Borrow" on BookSheet: beyond the depth limit (2)"#,
      ])
      #expect(shallow.skipped.last?.path.map(\.description) == [#"tap "Shelf" on Library"#, #"tap "Open book" on Shelf"#])

      let few = try await EventMap.crawl(limits: CrawlLimits(depth: 1, actions: 2)) { RepairedShopScreen() }
      #expect(few.summary.actionCount == 2)
      #expect(few.sent.map(\.valueType) == ["BuyEvent", "PriceRequest"])
      #expect(few.skipped.map(\.description) == [
        #"tap "Wish" on RepairedShopScreen: beyond the action limit (2)"#,
        #"tap "Share" on RepairedShopScreen: beyond the action limit (2)"#,
      ])
    }

    @Test("crawler: the Testing article's to-do app maps to the hand-written edges, in Mermaid and DOT")
    func todoSample() async throws {
      // Save sleeps 150 ms of real time; the crawler stops waiting as soon as the work ends, so a
      // long `wait` costs nothing here and keeps a loaded machine from reporting it still running.
      let map = try await EventMap.crawl(limits: CrawlLimits(depth: 1, wait: 30)) {
        TodoScreen(store: TodoStore(todos: [Todo(id: 1, title: "Buy milk")]))
      }
      #expect(map.problems.isEmpty)
      #expect(map.edges.map(\.description) == [
        #"TodoScreen --> tap "Buy milk" on TodoScreen"#,
        #"tap "Buy milk" on TodoScreen --ToggleTodoEvent--> .handleEvent HierarchyResponderTests/TodoApp.swift:78"#,
        #"TodoScreen --> tap "Delete Buy milk" on TodoScreen"#,
        #"tap "Delete Buy milk" on TodoScreen --DeleteTodoEvent--> .handleEvent HierarchyResponderTests/TodoApp.swift:82"#,
        #"TodoScreen --> tap "Save" on TodoScreen"#,
        #"tap "Save" on TodoScreen --SaveTodosEvent--> .handleEvent HierarchyResponderTests/TodoApp.swift:86"#,
      ])
      #expect(
        map.mermaid == #"""
          flowchart LR
            n0[["TodoScreen"]]
            n1("tap #quot;Buy milk#quot;")
            n2[".handleEvent HierarchyResponderTests/TodoApp.swift:78"]
            n3("tap #quot;Delete Buy milk#quot;")
            n4[".handleEvent HierarchyResponderTests/TodoApp.swift:82"]
            n5("tap #quot;Save#quot;")
            n6[".handleEvent HierarchyResponderTests/TodoApp.swift:86"]
            n0 --> n1
            n1 -->|"ToggleTodoEvent"| n2
            n0 --> n3
            n3 -->|"DeleteTodoEvent"| n4
            n0 --> n5
            n5 -->|"SaveTodosEvent"| n6
          """#)
      #expect(
        map.dot == #"""
          digraph EventMap {
            rankdir=LR;
            n0 [label="TodoScreen", shape=box, style=bold];
            n1 [label="tap \"Buy milk\"", shape=ellipse];
            n2 [label=".handleEvent HierarchyResponderTests/TodoApp.swift:78", shape=box, style=rounded];
            n3 [label="tap \"Delete Buy milk\"", shape=ellipse];
            n4 [label=".handleEvent HierarchyResponderTests/TodoApp.swift:82", shape=box, style=rounded];
            n5 [label="tap \"Save\"", shape=ellipse];
            n6 [label=".handleEvent HierarchyResponderTests/TodoApp.swift:86", shape=box, style=rounded];
            n0 -> n1;
            n1 -> n2 [label="ToggleTodoEvent"];
            n0 -> n3;
            n3 -> n4 [label="DeleteTodoEvent"];
            n0 -> n5;
            n5 -> n6 [label="SaveTodosEvent"];
          }
          """#)
    }

    @Test("crawler: the navigation recipe's notes app maps to the hand-written edges: a swipe action two steps deep")
    func notesSample() async throws {
      let map = try await EventMap.crawl(limits: CrawlLimits(depth: 2)) { NotesApp() }
      #expect(map.problems.isEmpty)
      #expect(map.edges.map(\.description) == [
        #"Notes --> tap "Archive" on Notes"#,
        #"tap "Archive" on Notes --ArchiveNoteEvent--> .handleEvent HierarchyResponderTests/TestingNavigationApp.swift:51"#,
      ])
      #expect(map.sent.first?.path.map(\.description) == [#"swipe "Groceries" on Notes"#, #"tap "Archive" on Notes"#])
      // The tab bar is the app's; the sheet and the menu belong to the screen that presented them.
      #expect(map.summary.screens == ["NotesApp", "Notes", #"dialog "Clear all notes?""#])
      #expect(map.summary.paths.contains { $0.map(\.description) == [#"select tab "Settings" on NotesApp"#] })
    }

    @Test("crawler: an app's menu commands are crawled, and the events they send are commands")
    func appCommands() async throws {
      let map = try await EventMap.crawl(limits: CrawlLimits(depth: 1), app: { MailDesktopApp() })
      #expect(map.problems.isEmpty)
      #expect(map.sent.map(\.description) == [
        #"command ArchiveMessageEvent from menu command "Message > Archive (⌘E)" on menu bar: handled by .handleEvent at Mailbox (HierarchyResponderTests/EventMapSamples.swift:131)"#
      ])
    }

    @Test("crawler: the same app crawled twice gives the same map")
    func deterministic() async throws {
      let first = try await EventMap.crawl(limits: CrawlLimits(depth: 2)) { NotesApp() }
      let second = try await EventMap.crawl(limits: CrawlLimits(depth: 2)) { NotesApp() }
      #expect(first.edges == second.edges)
      #expect(first.mermaid == second.mermaid)
      #expect(first.summary == second.summary)
    }
  }

#endif
