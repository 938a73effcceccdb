// The layer's acceptance tests drive views through HeadlessUI: they run where the layer is
// built on it (Linux, or `HIERARCHY_RESPONDER_HEADLESS=1 swift test` on a Mac).
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Testing

  struct CheckoutPayEvent: Event {}

  /// A checkout whose Pay button disables itself while the payment runs, and whose responder
  /// disables Pay until a card is entered.
  struct HandlingCheckout: View {
    let gate: Gate
    let recorder: Recorder
    var reasons: EventButtonDisabling = [.handling]
    @State private var hasCard = true

    var body: some View {
      VStack {
        EventButton("Pay", event: CheckoutPayEvent()).disabled(when: reasons)
        Button("Remove card") { hasCard = false }
        Button("Add card") { hasCard = true }
      }
      .validateEvent(CheckoutPayEvent.self) { EventState(isEnabled: hasCard) }
      .handleEvent(CheckoutPayEvent.self) { () async in
        recorder("payment started")
        await gate.wait()
        recorder("payment done")
      }
    }
  }

  @MainActor
  @Suite("EventButton disabled while its event is handled (ARCHITECTURE.md, Validation and Outcomes)")
  struct EventButtonHandlingAcceptanceTests {
    @Test("With .handling, an async Pay is disabled until its handler finishes: a second tap cannot pay twice")
    func payIsDisabledWhileItsEventIsHandled() async throws {
      let gate = Gate()
      let recorder = Recorder()
      let host = ViewHost(HandlingCheckout(gate: gate, recorder: recorder))
      #expect(try host.button("Pay").environment.isEnabled)
      try host.button("Pay").tap()
      #expect(try host.button("Pay").environment.isEnabled == false)
      let error = #expect(throws: ViewHostError.self) { try host.button("Pay").tap() }
      #expect(error?.description == #"Button "Pay" is disabled: it cannot be tapped."#)
      await drainMainActor()  // the handler waits on the gate (it lets through only waiters)
      #expect(recorder.entries == ["payment started"])
      #expect(try host.button("Pay").environment.isEnabled == false)
      gate.open()
      try await host.settle()
      #expect(recorder.entries == ["payment started", "payment done"])
      #expect(try host.button("Pay").environment.isEnabled)
    }

    @Test("Without .handling, the button stays enabled while its event is handled (today's behaviour)")
    func withoutHandlingTheButtonStaysEnabled() async throws {
      let gate = Gate()
      let recorder = Recorder()
      let host = ViewHost(HandlingCheckout(gate: gate, recorder: recorder, reasons: []))
      try host.button("Pay").tap()
      #expect(try host.button("Pay").environment.isEnabled)
      await drainMainActor()  // the handler waits on the gate (it lets through only waiters)
      gate.open()
      try await host.settle()
    }

    @Test("Reasons combine: a validation that disables and a payment in flight each disable Pay")
    func validationAndHandlingCombine() async throws {
      let gate = Gate()
      let recorder = Recorder()
      let host = ViewHost(HandlingCheckout(gate: gate, recorder: recorder, reasons: [.noResponder, .validation, .handling]))
      try host.button("Remove card").tap()
      #expect(try host.button("Pay").environment.isEnabled == false)
      try host.button("Add card").tap()
      #expect(try host.button("Pay").environment.isEnabled)
      try host.button("Pay").tap()
      #expect(try host.button("Pay").environment.isEnabled == false)
      // Adding a card again while paying: the payment still disables.
      try host.button("Add card").tap()
      #expect(try host.button("Pay").environment.isEnabled == false)
      await drainMainActor()  // the handler waits on the gate (it lets through only waiters)
      gate.open()
      try await host.settle()
      #expect(try host.button("Pay").environment.isEnabled)
      try host.button("Remove card").tap()
      #expect(try host.button("Pay").environment.isEnabled == false)
    }

    @available(*, deprecated, message: "drives the deprecated disabledWithoutResponder() on purpose")
    @Test("The deprecated disabledWithoutResponder() and disabled(when: .unavailable) disable a button nothing takes")
    func theShorthandIsTheUnavailableReasons() throws {
      let host = ViewHost(
        VStack {
          EventButton("Short", event: CheckoutPayEvent()).disabledWithoutResponder()
          EventButton("Long", event: CheckoutPayEvent()).disabled(when: .unavailable)
          EventButton("Validation only", event: CheckoutPayEvent()).disabled(when: .validation)
        })
      #expect(try host.button("Short").environment.isEnabled == false)
      #expect(try host.button("Long").environment.isEnabled == false)
      #expect(try host.button("Validation only").environment.isEnabled)
    }
  }
#endif
