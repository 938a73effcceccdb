// The layer's acceptance tests drive views through HeadlessUI: they run where the layer is
// built on it (Linux, or `swift test --traits Headless` on a Mac).
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Testing

  struct PayEvent: Event {}
  struct PaidEvent: Event {}

  /// Keeps a screen's `triggerEvent`, as a model does that calls back later (a network
  /// completion): it reaches the screen's responders even while the screen is covered.
  @MainActor
  final class Callback {
    var triggerEvent: TriggerEvent?
  }

  /// A button that sends `PayEvent` from inside a paying screen, and hands its `triggerEvent` to
  /// `callback` when it appears.
  struct PayButton: View {
    let name: String
    var callback: Callback?
    @Environment(\.triggerEvent) private var triggerEvent

    var body: some View {
      Button("Pay in \(name)") { triggerEvent(PayEvent()) }
        .onAppear { callback?.triggerEvent = triggerEvent }
    }
  }

  /// A screen whose async responder pays once the gate opens, then sends `PaidEvent` outward.
  struct PayingScreen: View {
    let name: String
    let gate: Gate
    let recorder: Recorder
    var callback: Callback?

    var body: some View {
      VStack {
        Text(name)
        PayButton(name: name, callback: callback)
      }
      .transformEvent(PayEvent.self) { (_: PayEvent) async throws -> any Event in
        recorder("\(name) started paying")
        await gate.wait()
        return PaidEvent()
      }
      .responderName(name)
    }
  }

  /// A navigation stack: the cart at the root, a detail screen that can be pushed.
  struct PayingStack: View {
    @State var path: [String] = []
    let gate: Gate
    let recorder: Recorder
    var callback: Callback?

    var body: some View {
      NavigationStack(path: $path) {
        VStack {
          PayingScreen(name: "Cart", gate: gate, recorder: recorder, callback: callback)
          Button("Push") { path.append("Detail") }
        }
        .navigationDestination(for: String.self) { name in
          PayingScreen(name: name, gate: gate, recorder: recorder)
        }
      }
      .handleEvent(PaidEvent.self) { recorder("paid") }
      .onJourney { recorder.journeys.append($0) }
    }
  }

  /// Two tabs, each with a paying screen.
  struct PayingTabs: View {
    let gate: Gate
    let recorder: Recorder

    var body: some View {
      TabView {
        PayingScreen(name: "Cart", gate: gate, recorder: recorder).tabItem { Text("Cart") }
        PayingScreen(name: "Orders", gate: gate, recorder: recorder).tabItem { Text("Orders") }
      }
      .handleEvent(PaidEvent.self) { recorder("paid") }
    }
  }

  /// Rows with async responders; a row can be deleted.
  struct PayingRows: View {
    @State var rows = ["Row A", "Row B"]
    let gate: Gate
    let recorder: Recorder

    var body: some View {
      VStack {
        Button("Delete Row A") { rows.removeAll { $0 == "Row A" } }
        ForEach(rows, id: \.self) { row in
          PayingScreen(name: row, gate: gate, recorder: recorder)
        }
      }
      .handleEvent(PaidEvent.self) { recorder("paid") }
      .onJourney { recorder.journeys.append($0) }
    }
  }

  /// Whether `journeys` holds one that ended `cancelled` at the responder named `name`.
  @MainActor
  func endedCancelled(_ journeys: [Journey], at name: String) -> Bool {
    journeys.contains { journey in
      if case .cancelled(let site, _) = journey.outcome { return site.name == name }
      return false
    }
  }

  @MainActor
  @Suite("Async work belongs to the view's identity (Lifetime)")
  struct ViewLifetimeAcceptanceTests {
    @Test("Work started on a screen survives a push that covers it, and its result travels on")
    func workSurvivesAPush() async throws {
      let gate = Gate()
      let recorder = Recorder()
      let host = ViewHost(PayingStack(gate: gate, recorder: recorder))
      try host.button("Pay in Cart").tap()
      await drainMainActor()
      try host.button("Push").tap()
      #expect(try host.navigationStack().depth == 1)
      gate.open()
      try await host.settle()
      #expect(recorder.entries == ["Cart started paying", "paid"])
    }

    @Test("An event sent to a covered screen's async responder is handled")
    func coveredScreenKeepsHandling() async throws {
      let gate = Gate()
      let recorder = Recorder()
      let callback = Callback()
      let host = ViewHost(PayingStack(gate: gate, recorder: recorder, callback: callback))
      try host.button("Push").tap()
      let covered = try #require(callback.triggerEvent)
      covered(PayEvent())
      await drainMainActor()
      gate.open()
      try await host.settle()
      #expect(recorder.entries == ["Cart started paying", "paid"])
    }

    @Test("Popping a screen cancels its work: its result does not travel on, and its journey ends cancelled")
    func popCancels() async throws {
      let gate = Gate()
      let recorder = Recorder()
      let host = ViewHost(PayingStack(gate: gate, recorder: recorder))
      try host.button("Push").tap()
      try host.button("Pay in Detail").tap()
      await drainMainActor()
      try host.navigationStack().pop()
      gate.open()
      try await host.settle()
      #expect(recorder.entries == ["Detail started paying"])
      #expect(endedCancelled(recorder.journeys, at: "Detail"))
    }

    @Test("Work started in a tab survives a switch to another tab, and its result travels on")
    func workSurvivesATabSwitch() async throws {
      let gate = Gate()
      let recorder = Recorder()
      let host = ViewHost(PayingTabs(gate: gate, recorder: recorder))
      try host.button("Pay in Cart").tap()
      await drainMainActor()
      try host.tabView().select("Orders")
      gate.open()
      try await host.settle()
      #expect(recorder.entries == ["Cart started paying", "paid"])
    }

    @Test("Deleting a row cancels that row's work only")
    func rowDeletionCancels() async throws {
      let gate = Gate()
      let recorder = Recorder()
      let host = ViewHost(PayingRows(gate: gate, recorder: recorder))
      try host.button("Pay in Row A").tap()
      try host.button("Pay in Row B").tap()
      await drainMainActor()
      try host.button("Delete Row A").tap()
      gate.open()
      try await host.settle()
      #expect(recorder.entries == ["Row A started paying", "Row B started paying", "paid"])
      #expect(endedCancelled(recorder.journeys, at: "Row A"))
    }

    @Test("Releasing the host cancels the work of its views")
    func hostReleaseCancels() async throws {
      let gate = Gate()
      let recorder = Recorder()
      var host: ViewHost? = ViewHost(PayingRows(gate: gate, recorder: recorder))
      try host?.button("Pay in Row A").tap()
      await drainMainActor()
      host = nil
      gate.open()
      await drainMainActor()
      #expect(recorder.entries == ["Row A started paying"])
      #expect(endedCancelled(recorder.journeys, at: "Row A"))
    }

    @Test("A value that reaches a removed view's responder from a stale position is dropped, its journey cancelled")
    func staleValueIsCancelled() async throws {
      let gate = Gate()
      let recorder = Recorder()
      let callback = Callback()
      let host = ViewHost(PayingStack(gate: gate, recorder: recorder, callback: callback))
      let stale = try #require(callback.triggerEvent)
      // The window closes: the cart is removed, the model still holds its old position.
      host.unmount()
      stale(PayEvent())
      await drainMainActor()
      #expect(recorder.entries.isEmpty)
      #expect(endedCancelled(recorder.journeys, at: "Cart"))
    }
  }
#endif
