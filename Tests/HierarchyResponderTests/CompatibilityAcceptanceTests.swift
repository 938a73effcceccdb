// The layer's acceptance tests drive views through HeadlessUI: they run where the layer is
// built on it (Linux, or `HIERARCHY_RESPONDER_HEADLESS=1 swift test` on a Mac).
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Testing

  /// A subscriber placed with no publisher of its type above it.
  struct LonelySubscriber: View {
    let level: ResponderSafetyLevel
    var body: some View {
      Text("Lonely")
        .subscribe(to: PredecessorShakeEvent.self, fileID: "App/Screen.swift", line: 20) { _ in }
        .publisher(for: PredecessorTapEvent.self) { _ in }  // another type: does not count
        .responderSafetyLevel(level)
    }
  }

  /// A subscriber that publishes the event it handles, through the controller.
  struct EchoingSubscriber: View {
    let controller: PredecessorController
    let recorder: Recorder
    var timesPerEvent = 1

    var body: some View {
      Text("Echo")
        .subscribe(to: PredecessorShakeEvent.self) { event in
          recorder("echo")
          for _ in 0..<timesPerEvent {
            controller.publisher?(event, fileID: "App/Echo.swift", line: 30)
          }
        }
        .publisher(for: PredecessorShakeEvent.self) { controller.publisher = $0 }
    }
  }

  let lonelySubscriberMessage =
    "This subscriber to PredecessorShakeEvent has no .publisher(for: PredecessorShakeEvent.self) "
    + "above it: it receives nothing. Add .publisher(for: PredecessorShakeEvent.self) { … } to an ancestor view."

  @MainActor
  @Suite("Drop-in for the predecessor's users")
  struct CompatibilityAcceptanceTests {
    @Test("Item 1: without ids, publisher and subscribers meet; subscribers are matched by event type, whatever their ids")
    func publishersAndSubscribersAreMatchedByEventType() throws {
      let controller = PredecessorController()
      let recorder = Recorder()
      let host = ViewHost(PredecessorPublishingView(controller: controller) { recorder($0) })
      let publisher = try #require(controller.publisher)
      publisher(PredecessorShakeEvent())
      #expect(recorder.entries == ["subscriber without id", "subscriber with its own id"])
      withExtendedLifetime(host) {}
    }

    @Test("Drop-in: publisher.publish is a function value, as the predecessor's stored closure was")
    func publishIsAFunctionValue() throws {
      let controller = PredecessorController()
      let recorder = Recorder()
      let host = ViewHost(PredecessorPublishingView(controller: controller) { recorder($0) })
      let send = predecessorPublishAsFunction(try #require(controller.publisher))
      send(PredecessorShakeEvent())
      #expect(recorder.entries == ["subscriber without id", "subscriber with its own id"])
      withExtendedLifetime(host) {}
    }

    @Test("Drop-in: triggerEvent.callAsFunction and reportError.callAsFunction are function values, as the predecessor's were")
    func triggerAndReportAreFunctionValues() {
      let recorder = Recorder()
      let chain = ResponderChain()
        .addingResponder(for: PredecessorTapEvent.self, kind: .handleEvent) { _ in recorder("tap"); return .handled }
        .addingResponder(for: PredecessorError.self, kind: .handleError) { _ in recorder("error"); return .handled }
      predecessorTriggerAsFunction(chain.triggerEvent)(PredecessorTapEvent())
      predecessorReportAsFunction(chain.reportError)(PredecessorError())
      #expect(recorder.entries == ["tap", "error"])
    }

    @Test("Item 1: an omitted publisher id is made once and stays the same across body evaluations")
    func anOmittedIdIsStableAcrossBodyEvaluations() throws {
      struct Counter: View {
        @State var count = 0
        let controller: PredecessorController
        var body: some View {
          VStack {
            Button("Count \(count)") { count += 1 }
            Text("Screen").subscribe(to: PredecessorShakeEvent.self) { _ in }
          }
          .publisher(for: PredecessorShakeEvent.self) {
            controller.publisher = $0
            controller.registrations += 1
          }
        }
      }
      let controller = PredecessorController()
      let host = ViewHost(Counter(controller: controller))
      let id = try #require(controller.publisher?.id)
      try host.button("Count 0").tap()
      try host.button("Count 1").tap()
      #expect(controller.registrations == 1)
      #expect(controller.publisher?.id == id)
      #expect(id.hasPrefix("PredecessorShakeEvent-"))
    }

    @available(*, deprecated, message: "drives the predecessor's spellings on purpose")
    @Test("Item 1: the 1.1.x spelling publisher(for:destination:register:) hands out a working publisher")
    func theOldSpellingsPublish() throws {
      let controller = PredecessorController()
      let host = ViewHost(PredecessorDestinationsView(controller: controller))
      #expect(controller.publisher != nil)
      withExtendedLifetime(host) {}
    }

    @Test("Item 1: a subscriber with no publisher of its type above it is a safety infraction")
    func aSubscriberWithoutPublisherIsAnInfraction() throws {
      expectIssues([lonelySubscriberMessage]) {
        _ = ViewHost(LonelySubscriber(level: .relaxed))
      }
      // Disabled: nothing is reported (an unexpected issue would fail this test).
      _ = ViewHost(LonelySubscriber(level: .disabled))
    }

    @Test("Item 11: under a test runner a strict infraction is a test failure that withKnownIssue expects (public API only)")
    func aStrictInfractionIsAnExpectableTestFailure() throws {
      expectIssues([lonelySubscriberMessage]) {
        _ = ViewHost(LonelySubscriber(level: .strict))
      }
      let recorder = Recorder()
      let host = ViewHost(FeedApp(level: .strict, recorder: recorder))
      try expectIssues([likeUndeclared]) {
        try host.button("Like").tap()
      }
      #expect(recorder.entries.isEmpty, "a strict infraction drops the value")
    }

    @Test("Item 10: a subscriber that re-publishes is bounded like dispatch: one runtime issue, then dropped")
    func aRepublishingSubscriberIsBounded() throws {
      let controller = PredecessorController()
      let recorder = Recorder()
      let host = ViewHost(EchoingSubscriber(controller: controller, recorder: recorder))
      let publisher = try #require(controller.publisher)
      expectIssues([
        "Dropped PredecessorShakeEvent published here: publishes were nested more than 64 levels deep. "
          + "A subscriber probably publishes the event it is handling."
      ]) {
        publisher(PredecessorShakeEvent())
      }
      #expect(recorder.entries.count == 64)
      withExtendedLifetime(host) {}
    }

    @Test("Item 10: a subscriber that re-publishes twice per event stops after a bounded amount of work")
    func aDoublingSubscriberIsBounded() throws {
      let controller = PredecessorController()
      let recorder = Recorder()
      let host = ViewHost(EchoingSubscriber(controller: controller, recorder: recorder, timesPerEvent: 2))
      let publisher = try #require(controller.publisher)
      expectIssues([
        "Dropped PredecessorShakeEvent published here: publishes were nested more than 64 levels deep. "
          + "A subscriber probably publishes the event it is handling."
      ]) {
        publisher(PredecessorShakeEvent())
      }
      #expect(recorder.entries.count == 100_000)
      withExtendedLifetime(host) {}
    }

    @Test("Item 7: a change of destination (without the onChange deprecated on visionOS) re-issues the publisher after the evaluation")
    func aDestinationChangeReissuesThePublisher() async throws {
      struct Switcher: View {
        @State var destination = PublishingDestination.lastLevel
        let controller: ShakeController
        let recorder: Recorder
        var body: some View {
          VStack {
            Button("All levels") { destination = .allLevels }
            Screen(level: 1, depth: 2, recorder: recorder)
          }
          .publisher(for: ShakeEvent.self, destination: destination) {
            controller.publisher = $0
            controller.registrations += 1
          }
        }
      }
      let controller = ShakeController()
      let recorder = Recorder()
      let host = ViewHost(Switcher(controller: controller, recorder: recorder))
      controller.publisher?(ShakeEvent())
      #expect(recorder.entries == ["screen 2 shaken"])
      let registrations = controller.registrations
      try host.button("All levels").tap()
      #expect(controller.registrations == registrations, "never re-issued during the body evaluation")
      await drainMainActor()
      #expect(controller.registrations == registrations + 1)
      controller.publisher?(ShakeEvent())
      #expect(recorder.entries == ["screen 2 shaken", "screen 1 shaken", "screen 2 shaken"])
      withExtendedLifetime(host) {}
    }

    @available(*, deprecated, message: "drives the predecessor's spellings on purpose")
    @Test("Item 2: triggers(_:file:line:) and reports(_:file:line:) declare as the new spellings do")
    func thePredecessorsSafetySpellingsDeclare() throws {
      struct Feed: View {
        var body: some View {
          VStack {
            TriggerView(title: "Like") { LikeEvent() }
            TriggerView(title: "Post") { ShowPostEvent() }
          }
          .triggers(ShowPostEvent.self, file: "Ignored.swift", line: 40)
        }
      }
      let recorder = Recorder()
      let host = ViewHost(
        Feed()
          .handleEvent(ShowPostEvent.self) { recorder("post") }
          .handleEvent(LikeEvent.self) { recorder("like") })
      try host.button("Post").tap()
      try expectIssues([
        "LikeEvent (triggered at HierarchyResponderTests/Support.swift:75) passed this .triggers declaration, which does not list it "
          + "(declared: ShowPostEvent). Add LikeEvent.self to the declaration."
      ]) {
        try host.button("Like").tap()
      }
      #expect(recorder.entries == ["post", "like"])
    }

    @available(*, deprecated, message: "drives the predecessor's Array subscript on purpose")
    @Test("Item 3: the predecessor's Array subscript(safe:) returns the element or nil")
    func thePredecessorsSafeSubscript() {
      #expect(predecessorSafeSubscript(["a", "b"], at: 1) == "b")
      #expect(predecessorSafeSubscript(["a", "b"], at: 2) == nil)
      #expect(predecessorSafeSubscript(["a", "b"], at: -1) == nil)
    }

    @Test("Item 5: handleAlertErrors() dismisses with \"Okay\", as the predecessor's UI tests expect; an app can choose another title")
    func theAlertDismissButtonIsOkayUnlessChosen() throws {
      let host = ViewHost(
        VStack {
          ReportView(title: "Default") { OutOfStock() }.handleAlertErrors()
          ReportView(title: "Chosen") { OutOfStock() }.handleAlertErrors(dismissButtonTitle: "Got it")
        })
      try host.button("Default").tap()
      #expect(host.alert?.buttons.map(\.title) == ["Okay"])
      try host.tapAlertButton("Okay")
      try host.button("Chosen").tap()
      #expect(host.alert?.buttons.map(\.title) == ["Got it"])
      try host.tapAlertButton("Got it")
      #expect(host.alert == nil)
    }
  }
#endif
