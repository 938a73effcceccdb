// The layer's acceptance tests drive views through HeadlessUI: they run where the layer is
// built on it (Linux, or `HIERARCHY_RESPONDER_HEADLESS=1 swift test` on a Mac).
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Testing

  /// A tap on the checkout's "Pay" button.
  private struct PayTap: Event {}

  /// A checkout whose "Pay" button sends `PayTap`; the screen pays asynchronously under `policy`
  /// (each payment waits for the test to open the gate of its turn), and an outer handler would
  /// pay again if a tap reached it.
  private struct Checkout: View {
    @State var showsScreen = true
    let policy: InFlightPolicy
    let gates: [Gate]
    let recorder: Recorder

    var body: some View {
      VStack {
        Button("Leave") { showsScreen = false }
        if showsScreen {
          TriggerView(title: "Pay", event: { PayTap() })
            .handleEvent(PayTap.self, inFlight: policy) {
              let payment = recorder.entries.filter { $0.hasPrefix("started") }.count
              recorder("started \(payment)")
              await gates[payment].wait()
              recorder(Task.isCancelled ? "finished \(payment) (cancelled)" : "paid \(payment)")
            }
            .responderName("Checkout")
        }
      }
      .handleEvent(PayTap.self) { recorder("outer handler paid") }
      .onJourney { recorder.journeys.append($0) }
    }
  }

  /// The same checkout with its responder validated (`handleEvent(_:isEnabled:inFlight:)`): the
  /// asynchronous validated form takes a policy like every other `async` responder.
  private struct ValidatedCheckout: View {
    let policy: InFlightPolicy
    let gate: Gate
    let recorder: Recorder

    var body: some View {
      VStack {
        TriggerView(title: "Pay", event: { PayTap() })
          .handleEvent(PayTap.self, isEnabled: true, inFlight: policy) { _ in
            recorder("started")
            await gate.wait()
            recorder("paid")
          }
          .responderName("Checkout")
      }
      .handleEvent(PayTap.self) { recorder("outer handler paid") }
      .onJourney { recorder.journeys.append($0) }
    }
  }

  @MainActor
  @Suite("Work in flight (ARCHITECTURE.md, Work in flight)")
  struct InFlightPolicyAcceptanceTests {
    private func checkout(_ policy: InFlightPolicy) -> (ViewHost, [Gate], Recorder) {
      let (gates, recorder) = ([Gate(), Gate()], Recorder())
      return (ViewHost(Checkout(policy: policy, gates: gates, recorder: recorder)), gates, recorder)
    }

    private func outcomes(_ recorder: Recorder) -> [String] {
      recorder.journeys.map { "\($0.outcome)" }
    }

    @Test("Two taps on Pay under .concurrent (the default) start two payments")
    func concurrentStartsTwoPayments() async throws {
      let (host, gates, recorder) = checkout(.concurrent)
      try host.button("Pay").tap()
      try host.button("Pay").tap()
      await drainMainActor()
      #expect(recorder.entries == ["started 0", "started 1"])
      gates.forEach { $0.open() }
      try await host.settle()
      #expect(Array(recorder.entries.prefix(2)) == ["started 0", "started 1"])
      // Concurrent work ends in whichever order its tasks resume.
      #expect(recorder.entries.dropFirst(2).sorted() == ["paid 0", "paid 1"])
      #expect(recorder.journeys.count == 2)
    }

    @Test("Under .dropNew the second tap stops at the busy responder: one payment, and the outer handler never pays")
    func dropNewMakesOnePayment() async throws {
      let (host, gates, recorder) = checkout(.dropNew)
      try host.button("Pay").tap()
      try host.button("Pay").tap()
      await drainMainActor()
      #expect(outcomes(recorder).count == 1)
      #expect(outcomes(recorder).first?.hasPrefix("busy: the responder at Checkout (") == true)
      #expect(outcomes(recorder).first?.hasSuffix(") still works on a previous one, dropped") == true)
      gates[0].open()
      try await host.settle()
      #expect(recorder.entries == ["started 0", "paid 0"])
    }

    @Test("Under .cancelPrevious the second tap cancels the first payment, whose journey ends cancelled")
    func cancelPreviousCancelsTheFirstPayment() async throws {
      let (host, gates, recorder) = checkout(.cancelPrevious)
      try host.button("Pay").tap()
      await drainMainActor()
      try host.button("Pay").tap()
      await drainMainActor()
      #expect(outcomes(recorder).first?.hasPrefix("cancelled: a newer value superseded it at the responder at Checkout (") == true)
      gates.forEach { $0.open() }
      try await host.settle()
      #expect(Array(recorder.entries.prefix(2)) == ["started 0", "started 1"])
      // The two payments' work ends in whichever order its tasks resume.
      #expect(recorder.entries.dropFirst(2).sorted() == ["finished 0 (cancelled)", "paid 1"])
      #expect(recorder.journeys.count == 2)
    }

    @Test("Under .enqueue the second payment starts when the first one ended")
    func enqueueRunsThePaymentsOneAfterTheOther() async throws {
      let (host, gates, recorder) = checkout(.enqueue)
      try host.button("Pay").tap()
      try host.button("Pay").tap()
      await drainMainActor()
      #expect(recorder.entries == ["started 0"])
      gates[0].open()
      await drainMainActor()
      #expect(recorder.entries == ["started 0", "paid 0", "started 1"])
      gates[1].open()
      try await host.settle()
      #expect(recorder.entries == ["started 0", "paid 0", "started 1", "paid 1"])
      #expect(recorder.journeys.map { $0.hops.first { $0.kind == .handleEvent }?.action.description } == [
        "suspended (async)", "queued (after the previous one)",
      ])
    }

    @Test("A validated async handleEvent(_:isEnabled:inFlight:) under .dropNew drops the second tap at the busy responder")
    func validatedHandlerTakesThePolicy() async throws {
      let (gate, recorder) = (Gate(), Recorder())
      let host = ViewHost(ValidatedCheckout(policy: .dropNew, gate: gate, recorder: recorder))
      try host.button("Pay").tap()
      try host.button("Pay").tap()
      await drainMainActor()
      #expect(outcomes(recorder).count == 1)
      #expect(outcomes(recorder).first?.hasPrefix("busy: the responder at Checkout (") == true)
      gate.open()
      try await host.settle()
      #expect(recorder.entries == ["started", "paid"])
    }

    @Test("Removing the screen with a payment queued cancels the running payment and the queued one (Lifetime)")
    func removalCancelsTheQueue() async throws {
      let (host, gates, recorder) = checkout(.enqueue)
      try host.button("Pay").tap()
      try host.button("Pay").tap()
      await drainMainActor()
      try host.button("Leave").tap()
      try await host.settle(timeout: 0.5)
      gates.forEach { $0.open() }
      await drainMainActor()
      // The running payment never looks at cancellation: it runs to its end, and what it produces is dropped.
      #expect(recorder.entries == ["started 0", "finished 0 (cancelled)"], "the queued payment never starts")
      #expect(recorder.journeys.count == 2)
      #expect(outcomes(recorder).allSatisfy { $0.hasPrefix("cancelled: the owner of the responder at Checkout (") })
    }
  }
#endif
