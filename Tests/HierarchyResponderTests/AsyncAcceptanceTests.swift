// The layer's acceptance tests drive views through HeadlessUI: they run where the layer is
// built on it (Linux, or `HIERARCHY_RESPONDER_HEADLESS=1 swift test` on a Mac).
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Testing

  /// A gate an async responder waits on, opened by the test.
  @MainActor
  final class Gate {
    private var waiters: [CheckedContinuation<Void, Never>] = []
    func wait() async { await withCheckedContinuation { waiters.append($0) } }
    func open() {
      let all = waiters
      waiters.removeAll()
      for waiter in all { waiter.resume() }
    }
  }

  /// A child whose async transform waits on the gate; the parent can remove it.
  struct AsyncParent: View {
    @State var showsChild = true
    let gate: Gate
    let recorder: Recorder

    var body: some View {
      VStack {
        Button("Remove") { showsChild = false }
        if showsChild {
          TriggerView()
            .transformEvent(MyEvent.self) { (_: MyEvent) async throws -> any Event in
              await gate.wait()
              try Task.checkCancellation()
              return AnotherEvent()
            }
        }
      }
      .handleEvent(AnotherEvent.self) { recorder("AnotherEvent arrived") }
      .handleError { error in recorder("error \(type(of: error))") }
    }
  }

  @MainActor
  @Suite("Async responders")
  struct AsyncAcceptanceTests {
    @Test("An async responder's result continues outward when its closure returns")
    func asyncContinuesOutward() async throws {
      let gate = Gate()
      let recorder = Recorder()
      let host = ViewHost(AsyncParent(gate: gate, recorder: recorder))
      try host.button("Trigger").tap()
      await drainMainActor()
      #expect(recorder.entries.isEmpty)
      gate.open()
      await drainMainActor()
      #expect(recorder.entries == ["AnotherEvent arrived"])
    }

    @Test("settle() waits for the async responders of its own host's views, and throws when one outlives the timeout")
    func settleWaitsForItsOwnAsyncResponders() async throws {
      let gate = Gate()
      let recorder = Recorder()
      let host = ViewHost(AsyncParent(gate: gate, recorder: recorder))
      let other = ViewHost(AsyncParent(gate: Gate(), recorder: Recorder()))
      try host.button("Trigger").tap()
      let error = await #expect(throws: ViewHostError.self) { try await host.settle(timeout: 0.05) }
      #expect(
        error?.description
          == "The hierarchy did not settle within 0.05 seconds: outside work (such as an async responder) is still running (1 owner)."
      )
      try await other.settle()  // the waiting responder is not one of its views' (else: a throw after 1 s)
      Task { @MainActor in
        try? await Task.sleep(nanoseconds: 100_000_000)
        gate.open()
      }
      try await host.settle()
      #expect(recorder.entries == ["AnotherEvent arrived"])
    }

    @Test(
      "When the responder's view is removed its storage is released, though its task is in flight, and its work is cancelled: nothing it produces travels on"
    )
    func cancelledOnRemoval() async throws {
      // The running task holds the responder's node and the user's closure; neither holds the
      // modifier's per-instance storage, whose release is the only thing that cancels the work.
      let gate = Gate()
      let recorder = Recorder()
      let host = ViewHost(AsyncParent(gate: gate, recorder: recorder))
      try host.button("Trigger").tap()
      await drainMainActor()
      try host.button("Remove").tap()
      // Cancelled at once, the gate still closed: nothing is left for this host to wait for (a kept
      // storage would leave the work waiting, and settle would throw after its timeout).
      try await host.settle(timeout: 0.5)
      gate.open()
      await drainMainActor()
      #expect(recorder.entries.isEmpty)
    }

    @Test("An await in the closure picks the async overload of handleEvent")
    func awaitPicksAsyncOverload() async throws {
      let recorder = Recorder()
      let host = ViewHost(
        TriggerView()
          .handleEvent(MyEvent.self) { _ in
            await Task.yield()
            recorder("handled after await")
          })
      try host.button("Trigger").tap()
      await drainMainActor()
      #expect(recorder.entries == ["handled after await"])
    }
  }
#endif
