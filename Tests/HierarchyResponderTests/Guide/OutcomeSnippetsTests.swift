// The layer's acceptance tests drive views through HeadlessUI: they run where the layer is
// built on it (Linux, or `HIERARCHY_RESPONDER_HEADLESS=1 swift test` on a Mac).
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Testing

  @MainActor
  @Suite("The Outcome section's code (Understanding Responders) and the Goodies' Pay button")
  struct OutcomeSnippetsTests {
    @Test("Pay shows Paying… while the async responder runs, then Paid; the outcome resolves when the payment ends")
    func paySendsAndAwaitsItsOutcome() async throws {
      let gate = Gate()
      let host = ViewHost(
        OutcomeSnippets.CheckoutScreen(order: .init(id: 1), hasCard: true) { _ in await gate.wait() })
      try host.button("Pay").tap()
      #expect(throws: Never.self) { try host.find(text: "Paying…") }
      await drainMainActor()  // the handler waits on the gate (it lets through only waiters)
      gate.open()
      try await host.settle()
      #expect(throws: Never.self) { try host.find(text: "Paid") }
    }

    @Test("The Goodies' Checkout button is disabled while its payment runs, and by the validation")
    func theCheckoutButtonIsDisabledWhilePayingAndWithoutACard() async throws {
      let gate = Gate()
      let host = ViewHost(
        OutcomeSnippets.CheckoutScreen(order: .init(id: 1), hasCard: true) { _ in await gate.wait() })
      try host.button("Checkout").tap()
      #expect(try host.button("Checkout").environment.isEnabled == false)
      await drainMainActor()  // the handler waits on the gate (it lets through only waiters)
      gate.open()
      try await host.settle()
      #expect(try host.button("Checkout").environment.isEnabled)
      let noCard = ViewHost(OutcomeSnippets.CheckoutScreen(order: .init(id: 1), hasCard: false) { _ in })
      #expect(try noCard.button("Checkout").environment.isEnabled == false)
    }

    @Test("A method reference to callAsFunction is a function value that sends")
    func theCallableFormConverts() {
      let recorder = Recorder()
      let chain = ResponderChain().addingResponder(for: OutcomeSnippets.PayEvent.self, kind: .handleEvent) { _ in
        recorder("paid")
        return .handled
      }
      OutcomeSnippets.sender(chain.triggerEvent)(OutcomeSnippets.PayEvent(order: .init(id: 2)))
      #expect(recorder.entries == ["paid"])
    }
  }
#endif
