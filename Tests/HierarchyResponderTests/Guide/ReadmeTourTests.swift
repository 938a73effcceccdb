// Hosted through HeadlessUI: runs where the layer is built on it (Linux, or `HIERARCHY_RESPONDER_HEADLESS=1 swift test` on a Mac).
#if !canImport(SwiftUI) || Headless
  // The README's before/after and tour (ReadmeTour.swift), hosted: each example does what the
  // README says it does.
  import HeadlessUI
  import HierarchyResponder
  import Testing

  @MainActor
  @Suite("README tour")
  struct ReadmeTourTests {
    let items = [ReadmeTour.Item(id: 1, name: "Lamp"), ReadmeTour.Item(id: 2, name: "Desk")]

    @Test("Before and after: the callback passed down by hand and the event remove the same row")
    func beforeAndAfterRemoveTheSameRow() throws {
      let before = ViewHost(ReadmeTour.Before.CartScreen(items: items))
      try before.button("Remove Lamp").tap()
      #expect(before.findAll(text: "Remove Lamp").isEmpty)
      #expect(before.findAll(text: "Remove Desk").count == 1)

      let after = ViewHost(ReadmeTour.CartScreen(items: items))
      try after.button("Remove Lamp").tap()
      #expect(after.findAll(text: "Remove Lamp").isEmpty)
      #expect(after.findAll(text: "Remove Desk").count == 1)
    }

    @Test("Events and errors: a caught error becomes an event, an alertable one shows in an alert")
    func errorsAreCaughtOrAlerted() throws {
      let host = ViewHost(ReadmeTour.AccountScreen())
      try host.button("Edit").tap()
      #expect(host.sheet?.content.texts == ["Sign in"])
      try host.dismissSheet()

      try host.button("Upload").tap()
      #expect(host.alert?.message == "Your storage is full.")
    }

    @Test("Async work: the async handler's work runs to the end while its view exists")
    func asyncHandlerSaves() async throws {
      let store = ReadmeTour.DraftStore()
      let host = ViewHost(ReadmeTour.EditorScreen(store: store))
      try host.button("Save").tap()
      #expect(store.saved.isEmpty)  // the handler is suspended in its round trip
      try await host.settle()
      #expect(store.saved == ["Hello"])
    }

    @Test("Publishing down: the screen's publisher reaches the subscriber below it")
    func publisherReachesTheSubscriber() throws {
      let host = ViewHost(ReadmeTour.FeedScreen())
      try host.button("Refresh").tap()
      try host.button("Refresh").tap()
      #expect(try host.find(text: "Reloaded 2 times").isMounted)
    }

    @Test("Commands: the menu item and its shortcut reach the window's responder")
    func commandReachesTheWindow() throws {
      let app = AppHost(ReadmeTour.NotesApp())
      let window = try #require(app.keyWindow)
      let item = try app.menuItem("Archive", in: "Note")
      #expect(item.isEnabled)
      try item.choose()
      #expect(try app.press("a", modifiers: [.command, .shift]))
      #expect(try window.host.find(text: "Archived 2").isMounted)
    }

    @Test("Safety: a declared event passes, an undeclared one is a runtime issue")
    func undeclaredEventIsAnInfraction() throws {
      let host = ViewHost(ReadmeTour.PostsScreen())
      try host.button("Open").tap()  // declared, with an explicit responder above: no issue

      try withKnownIssue {
        try host.button("Share").tap()
      } matching: { issue in
        issue.comments.first?.rawValue == """
          SharePostEvent (triggered at HierarchyResponderTests/ReadmeTour.swift:\(ReadmeTour.shareLine)) \
          passed this .triggers declaration, which does not list it (declared: ShowPostEvent). \
          Add SharePostEvent.self to the declaration.
          """
      }
    }

    @Test("Journeys: the observer receives each event's trip and where it ended")
    func journeyObserverSeesTheTrip() throws {
      let analytics = ReadmeTour.Analytics()
      let host = ViewHost(ReadmeTour.TrackedCart(analytics: analytics))
      try host.button("Remove Lamp").tap()
      let journey = try #require(analytics.journeys.first)
      #expect(analytics.journeys.count == 1)
      #expect(journey.valueType == "RemoveItemEvent")
      guard case .handled(_, kind: .handleEvent) = journey.outcome else {
        Issue.record("the journey ended \(journey.outcome)")
        return
      }
    }

    @Test("The bridge's router: an event routed from a cell climbs `next` to the controller that handles it")
    func routedEventReachesTheController() {
      let (controller, result) = ReadmeTour.likeFromACell()
      #expect(controller.liked == [7])
      #expect(result.isHandled)
      #expect(result.path == ["Responder", "Responder", "FeedController"])  // every object crossed, the cell first
    }
  }
#endif
