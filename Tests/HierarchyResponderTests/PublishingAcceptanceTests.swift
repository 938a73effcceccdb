// The layer's acceptance tests drive views through HeadlessUI: they run where the layer is
// built on it (Linux, or `HIERARCHY_RESPONDER_HEADLESS=1 swift test` on a Mac).
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Testing

  struct ShakeEvent: Event {}

  /// Holds the publisher handed out by `.publisher`, as an app's controller would.
  @MainActor
  final class ShakeController {
    var publisher: EventPublisher<ShakeEvent>?
    var registrations = 0
  }

  /// A stack of screens, each nested in the previous one, each subscribed to shakes.
  struct Screen: View {
    let level: Int
    let depth: Int
    let recorder: Recorder

    var body: some View {
      VStack {
        Text("Screen \(level)")
        if level < depth {
          Screen(level: level + 1, depth: depth, recorder: recorder)
        }
      }
      .subscribe(to: ShakeEvent.self, id: "shake") { _ in recorder("screen \(level) shaken") }
    }
  }

  struct NavigationRoot: View {
    @State var depth = 3
    let controller: ShakeController
    let recorder: Recorder
    var destination: PublishingDestination = .lastLevel

    var body: some View {
      VStack {
        Button("Pop") { depth -= 1 }
        if depth > 0 {
          Screen(level: 1, depth: depth, recorder: recorder)
        }
      }
      .publisher(for: ShakeEvent.self, id: "shake", destination: destination) { publisher in
        controller.publisher = publisher
        controller.registrations += 1
      }
    }
  }

  @MainActor
  @Suite("Published events (events going down)")
  struct PublishingAcceptanceTests {
    @Test("By default only the deepest subscriber, the screen on top, receives a published event")
    func lastLevelReachesTopScreen() throws {
      let controller = ShakeController()
      let recorder = Recorder()
      let host = ViewHost(NavigationRoot(controller: controller, recorder: recorder))
      let publisher = try #require(controller.publisher)
      publisher(ShakeEvent())
      #expect(recorder.entries == ["screen 3 shaken"])
      withExtendedLifetime(host) {}
    }

    @Test("When the top screen disappears the publisher is re-issued and the next screen receives events")
    func nextScreenAfterPop() throws {
      let controller = ShakeController()
      let recorder = Recorder()
      let host = ViewHost(NavigationRoot(controller: controller, recorder: recorder))
      let first = try #require(controller.publisher)
      try host.button("Pop").tap()
      let second = try #require(controller.publisher)
      #expect(first.id != second.id)
      second(ShakeEvent())
      #expect(recorder.entries == ["screen 2 shaken"])
    }

    @Test("With no subscriber left the publisher is nil")
    func nilWhenNoSubscriber() throws {
      let controller = ShakeController()
      let host = ViewHost(NavigationRoot(controller: controller, recorder: Recorder()))
      for _ in 0..<3 { try host.button("Pop").tap() }
      #expect(controller.publisher == nil)
    }

    @Test(".firstLevel reaches the outermost subscriber, .allLevels every one in tree order")
    func otherDestinations() throws {
      let recorder = Recorder()
      let first = ShakeController()
      let firstHost = ViewHost(NavigationRoot(controller: first, recorder: recorder, destination: .firstLevel))
      let firstLevel = try #require(first.publisher)
      firstLevel(ShakeEvent())
      #expect(recorder.entries == ["screen 1 shaken"])

      recorder.entries.removeAll()
      let all = ShakeController()
      let allHost = ViewHost(NavigationRoot(controller: all, recorder: recorder, destination: .allLevels))
      let allLevels = try #require(all.publisher)
      allLevels(ShakeEvent())
      #expect(recorder.entries == ["screen 1 shaken", "screen 2 shaken", "screen 3 shaken"])
      withExtendedLifetime((firstHost, allHost)) {}
    }

    @Test("The publisher is not re-issued by body evaluations that change no subscriber")
    func stableAcrossBodyEvaluations() throws {
      struct Counter: View {
        @State var count = 0
        let controller: ShakeController
        var body: some View {
          VStack {
            Button("Count \(count)") { count += 1 }
            Text("Subscriber").subscribe(to: ShakeEvent.self, id: "shake") { _ in }
          }
          .publisher(for: ShakeEvent.self, id: "shake") { controller.publisher = $0; controller.registrations += 1 }
        }
      }
      let controller = ShakeController()
      let host = ViewHost(Counter(controller: controller))
      let id = controller.publisher?.id
      try host.button("Count 0").tap()
      try host.button("Count 1").tap()
      #expect(controller.registrations == 1)
      #expect(controller.publisher?.id == id)
    }

    @Test("A value published through the publish closure, which has no call site, names its .publisher(for:) line")
    func closurePublishNamesThePublisher() throws {
      let controller = ShakeController()
      let recorder = Recorder()
      let publisherLine: UInt = #line + 3
      let host = ViewHost(
        Text("No subscriber yet")
          .publisher(for: ShakeEvent.self, undelivered: .wait(upTo: 10)) { controller.publisher = $0 }
          .onPublishedValueJourney { recorder("\($0.origin): \($0.outcome)") })
      let publish = try #require(controller.publisher).publish
      publish(ShakeEvent())
      #expect(recorder.entries == ["HierarchyResponderTests/PublishingAcceptanceTests.swift:\(publisherLine): pending"])
      withExtendedLifetime(host) {}
    }
  }
#endif
