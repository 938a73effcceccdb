#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Observation
  import Testing

  struct FollowEvent: Event {}

  /// How many follows the root counts: the root's responder changes it for an event a pushed
  /// screen sends.
  @Observable @MainActor
  final class FollowCounter {
    var count = 0
  }

  /// A stack of profiles; each profile's button sends `FollowEvent`, which the root takes and
  /// counts in a model it shows: an action of a pushed screen changes state outside it.
  struct ProfilesApp: View {
    @State private var counter = FollowCounter()

    var body: some View {
      NavigationStack {
        VStack {
          Text("Follows: \(counter.count)")
          ForEach(["Ada", "Grace", "Alan"], id: \.self) { name in
            NavigationLink(name) { ProfileScreen(name: name, counter: counter) }
          }
        }
        .navigationTitle("People")
      }
      .handleEvent(FollowEvent.self) { counter.count += 1 }
      .responderName("People")
    }
  }

  /// Says "again" once anyone was followed: a follow left over from another path would show.
  struct ProfileScreen: View {
    let name: String
    let counter: FollowCounter

    var body: some View {
      EventButton(counter.count == 0 ? "Follow \(name)" : "Follow \(name) again", event: FollowEvent())
        .navigationTitle(name)
    }
  }

  @MainActor
  @Suite("Event map: the crawler's kept window gives the map fresh roots give")
  struct EventMapReuseTests {
    /// Crawls `makeRoot` both ways and asserts the same map: the same paths, values sent,
    /// declarations, problems and edges.
    private func expectSameMaps<Root: View>(
      depth: Int, _ makeRoot: @escaping @MainActor () -> Root, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
      var freshLimits = CrawlLimits(depth: depth)
      freshLimits.freshRootForEveryPath = true
      let kept = try await EventMap.crawl(limits: CrawlLimits(depth: depth), makeRoot)
      let fresh = try await EventMap.crawl(limits: freshLimits, makeRoot)
      #expect(kept.summary == fresh.summary, sourceLocation: sourceLocation)
      #expect(kept.sent.map(\.description) == fresh.sent.map(\.description), sourceLocation: sourceLocation)
      #expect(kept.declarations == fresh.declarations, sourceLocation: sourceLocation)
      #expect(kept.problems == fresh.problems, sourceLocation: sourceLocation)
      #expect(kept.edges == fresh.edges, sourceLocation: sourceLocation)
      #expect(kept.mermaid == fresh.mermaid, sourceLocation: sourceLocation)
    }

    /// ``EventMap``'s promise: one action's effects do not leak into another path. Popping a
    /// pushed screen undoes a push; the samples map the same either way.
    @Test("event map: the samples with pushed screens, sheets and tabs map the same with the kept window")
    func samples() async throws {
      try await expectSameMaps(depth: 3) { LibraryApp() }
      try await expectSameMaps(depth: 2) { NotesApp() }
      try await expectSameMaps(depth: 2) { BrokenShopScreen() }
      try await expectSameMaps(depth: 2) { StuckScreen() }
    }

    /// A pushed screen's event changes, through the root's responder, a model outside the screen:
    /// the pop cannot undo it, the crawler starts the next path from a fresh root, and each
    /// path's follow is counted from zero.
    @Test("event map: an event that changes a model outside the pushed screen maps the same: the crawler starts afresh")
    func modelOutsideTheScreen() async throws {
      try await expectSameMaps(depth: 3) { ProfilesApp() }
      let map = try await EventMap.crawl(limits: CrawlLimits(depth: 2)) { ProfilesApp() }
      #expect(map.problems.isEmpty)
      #expect(map.sent.map(\.path.last?.description) == [
        #"tap "Follow Ada" on Ada"#, #"tap "Follow Grace" on Grace"#, #"tap "Follow Alan" on Alan"#,
      ])
    }
  }
#endif
