// A launch link published before its publisher exists, in several hosts or windows at once: each
// waiting step takes the publisher of the window it was published from, never another's
// (ARCHITECTURE.md, Publishing; issue 49, item 8).
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Testing

  struct SceneOpenOrder: Event {
    let id: Int
  }

  /// A screen that publishes its launch link from its root's `onAppear`, before its publisher is
  /// handed out, and whose order list (the subscriber) appears a turn later; it shows the links
  /// it received. Its publishing clock is a host clock nobody advances: a value waits as long as
  /// the test needs, however loaded the machine (the system clock would expire it at 10 s).
  struct SceneLinkScreen: View {
    let link: Int
    @State private var clock = HostClock()
    @State private var received: [Int] = []
    @State private var showsOrders = false
    @State private var openOrder: EventPublisher<SceneOpenOrder>?

    var body: some View {
      VStack {
        Text("received \(received.map(String.init).joined(separator: ","))")
        if showsOrders {
          Text("Orders").subscribe(to: SceneOpenOrder.self) { received.append($0.id) }
        }
      }
      .publisher(for: SceneOpenOrder.self, undelivered: .wait(upTo: 10)) { openOrder = $0 }
      .onAppear {
        [PublishingStep(SceneOpenOrder(id: link), through: openOrder)].publish(waitingUpTo: 10)
        Task { showsOrders = true }
      }
      .publishingClock(clock)
    }
  }

  struct SceneLinkApp: App {
    var body: some Scene {
      WindowGroup { SceneLinkScreen(link: 7) }
    }
  }

  @MainActor
  @Suite("Launch links stay in their window")
  struct SceneScopedLinksAcceptanceTests {
    // PublishingStep: "the step takes the publisher of event's type handed out most recently in
    // the window (the scene) the sequence was published from".
    @Test("two hosts each publish a launch link of the same type at once: each link reaches its own host only")
    func twoHostsAtOnce() async throws {
      let first = ViewHost(SceneLinkScreen(link: 1))
      let second = ViewHost(SceneLinkScreen(link: 2))
      try await first.settle(timeout: 60)
      try await second.settle(timeout: 60)
      #expect(try first.find(SceneLinkScreen.self).texts.first == "received 1")
      #expect(try second.find(SceneLinkScreen.self).texts.first == "received 2")
    }

    // Issue 49: "In an app with two windows (iPad, Mac) the same would open window A's link in
    // window B. A waiting step must bind only to a publisher of its own window".
    @Test("two windows of one app each publish a launch link of the same type: each window receives its own, once")
    func twoWindowsOfOneApp() async throws {
      let app = AppHost(SceneLinkApp())
      try app.openWindow()
      try await app.settle(timeout: 60)
      #expect(app.windows.count == 2)
      for window in app.windows {
        #expect(try window.host.find(SceneLinkScreen.self).texts.first == "received 7")
      }
    }

    @Test("a launch link published while other hosts come and go in parallel reaches its own host only", arguments: 0..<24)
    func parallelHosts(_ seed: Int) async throws {
      let hosts = (0..<3).map { ViewHost(SceneLinkScreen(link: seed * 10 + $0)) }
      for _ in 0..<(seed % 5) { await Task.yield() }
      for host in hosts { try await host.settle(timeout: 60) }
      for (index, host) in hosts.enumerated() {
        #expect(try host.find(SceneLinkScreen.self).texts.first == "received \(seed * 10 + index)")
      }
    }

    /// Mounts a host publishing `link` after `turns` turns of the main actor, settles it, and
    /// returns what it shows.
    static func linkShown(mountingAfter turns: Int, link: Int) async throws -> String? {
      for _ in 0..<turns { await Task.yield() }
      let host = ViewHost(SceneLinkScreen(link: link))
      try await host.settle(timeout: 60)
      return try host.find(SceneLinkScreen.self).texts.first
    }

    @Test("sixteen hosts mounted from concurrent tasks: every launch link reaches its own host, exactly once")
    func concurrentTasks() async throws {
      let received = try await withThrowingTaskGroup(of: (Int, String?).self) { group in
        for link in 0..<16 {
          group.addTask { (link, try await Self.linkShown(mountingAfter: link % 4, link: link)) }
        }
        var all: [Int: String?] = [:]
        for try await (link, text) in group { all[link] = text }
        return all
      }
      for link in 0..<16 { #expect(received[link] == "received \(link)") }
    }
  }
#endif
