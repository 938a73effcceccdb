// The layer's acceptance tests drive views through HeadlessUI: they run where the layer is
// built on it (Linux, or `HIERARCHY_RESPONDER_HEADLESS=1 swift test` on a Mac).
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Testing

  @MainActor
  @Suite("Journeys")
  struct JourneyAcceptanceTests {
    @Test("onJourney sees every responder crossed, what it did, and where the event ended")
    func journeyOfTransformedEvent() throws {
      let recorder = Recorder()
      let host = ViewHost(
        TriggerView()
          .handleEvent(LikeEvent.self) {}
          .transformEvent(MyEvent.self) { AnotherEvent() }
          .responderName("Feed")
          .handleEvent(AnotherEvent.self) {}
          .responderName("App")
          .onJourney { recorder.journeys.append($0) })
      try host.button("Trigger").tap()
      let journey = try #require(recorder.journeys.first)
      #expect(recorder.journeys.count == 1)
      #expect(journey.valueType == "MyEvent")
      #expect(journey.hops.map(\.action) == [.ignored, .transformed(into: "AnotherEvent"), .handled])
      #expect(journey.hops.map(\.kind) == [.handleEvent, .transformEvent, .handleEvent])
      #expect(journey.hops.map(\.site.name) == ["Feed", "Feed", "App"])
      #expect(journey.path == ["Feed", "App"])
      guard case .handled(let site, .handleEvent) = journey.outcome else {
        Issue.record("Expected the journey to end handled, got \(journey.outcome)")
        return
      }
      #expect(site.name == "App")
    }

    @Test("A thrown error has a journey of its own from the thrower, which a catch follows back into an event")
    func journeyAcrossErrors() throws {
      let recorder = Recorder()
      let host = ViewHost(
        TriggerView()
          .handleEvent(MyEvent.self) { throw UnauthenticatedError() }
          .catchError(UnauthenticatedError.self) { ShowSignInEvent() }
          .handleEvent(ShowSignInEvent.self) {}
          .onJourney { recorder.journeys.append($0) })
      try host.button("Trigger").tap()
      try #require(recorder.journeys.count == 2)
      #expect(recorder.journeys[0].hops.map(\.action) == [.threw("UnauthenticatedError")])
      guard case .failed("UnauthenticatedError", _) = recorder.journeys[0].outcome else {
        Issue.record("Expected the event's journey to end failed, got \(recorder.journeys[0].outcome)")
        return
      }
      #expect(recorder.journeys[1].cause?.valueType == "MyEvent")
      #expect(recorder.journeys[1].hops.map(\.action) == [.caught(into: "ShowSignInEvent"), .handled])
    }
  }

  @MainActor
  @Suite("Trigger sites of the goodies")
  struct GoodiesSiteTests {
    @Test("EventButton and onTapGesture(trigger:) name the line where they were written as the origin")
    func originIsTheCallersLine() throws {
      let recorder = Recorder()
      let buttonLine: UInt = #line + 3
      let host = ViewHost(
        VStack {
          EventButton("Tap Me", event: MyEvent())
          Text("Photo").onTapGesture(trigger: MyEvent(), fileID: "App/Photo.swift", line: 4)
        }
        .handleEvent(MyEvent.self) {}
        .onJourney { recorder.journeys.append($0) })
      try host.button("Tap Me").tap()
      try host.find(text: "Photo").tap()
      #expect(recorder.journeys.map(\.origin.description) == [
        "HierarchyResponderTests/JourneyAcceptanceTests.swift:\(buttonLine)", "App/Photo.swift:4",
      ])
    }
  }
#endif
