// A value re-sent by error recovery (Retry) counts as its sender's own while it runs: an
// EventButton disabled while its event is handled stays disabled during the retry, and a sender
// that follows its retries receives each retry's outcome.
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Testing

  struct RetriedPayEvent: Event {}

  struct PaymentDeclinedError: AlertableError {
    var title: String? { "Payment declined" }
    var message: String { "The bank did not answer." }
    var recoveryOptions: [ErrorRecoveryOption] { [.retry(), .cancel()] }
  }

  /// The bank: the first payment throws, each payment waits on the gate.
  @MainActor
  final class RetriedBank {
    let gate = Gate()
    var failures = 1
    var log: [String] = []

    func charge() async throws {
      log.append("charging")
      await gate.wait()
      if failures > 0 {
        failures -= 1
        throw PaymentDeclinedError()
      }
      log.append("charged")
    }
  }

  /// A Pay button disabled while its payment runs, and a sender that follows its retries.
  struct RetriedCheckout: View {
    let bank: RetriedBank
    let recorder: Recorder

    var body: some View {
      VStack {
        EventButton("Pay", event: RetriedPayEvent()).disabled(when: .handling)
        FollowingPayButton(recorder: recorder)
      }
      .handleEvent(RetriedPayEvent.self) { (_: RetriedPayEvent) async throws in try await bank.charge() }
      .handleAlertErrors()
    }
  }

  /// Sends the payment and records the first outcome and each retry's, once it has ended.
  struct FollowingPayButton: View {
    let recorder: Recorder
    @Environment(\.triggerEvent) private var triggerEvent

    var body: some View {
      Button("Pay and follow") {
        let record: @MainActor (String, EventOutcome) -> Void = { what, outcome in
          guard case .pending(let pending) = outcome else { return recorder("\(what) \(outcome.isHandled)") }
          pending.afterEnding { recorder("\(what) \($0.isHandled ? "handled" : "failed")") }
        }
        let outcome = triggerEvent.send(RetriedPayEvent()) { retry in
          record("retry", retry)
        }
        record("first", outcome)
      }
    }
  }

  extension PendingEvent {
    /// Calls `action` with the outcome once the trip ends.
    @MainActor
    func afterEnding(_ action: @escaping @MainActor (EventOutcome) -> Void) {
      let pending = self
      Task { @MainActor in action(await pending.outcome) }
    }
  }

  @MainActor
  @Suite("A retry counts as its sender's own while it runs")
  struct RetryAsOwnAcceptanceTests {
    @Test("retry while handling: the Pay button stays disabled while the retried payment runs, so it cannot charge twice")
    func retryWhileHandling() async throws {
      let bank = RetriedBank()
      let host = ViewHost(RetriedCheckout(bank: bank, recorder: Recorder()))
      try host.button("Pay").tap()
      try await host.runUntilIdle()
      #expect(try host.button("Pay").environment.isEnabled == false)
      bank.gate.open()
      try await host.runUntilIdle()
      #expect(host.alert?.title == "Payment declined")
      #expect(try host.button("Pay").environment.isEnabled)  // the first payment ended: it threw

      try host.tapAlertButton("Retry")
      try await host.runUntilIdle()
      #expect(bank.log == ["charging", "charging"])
      #expect(try host.button("Pay").environment.isEnabled == false)  // the retry is the button's own
      let error = #expect(throws: ViewHostError.self) { try host.button("Pay").tap() }
      #expect(error?.description == #"Button "Pay" is disabled: it cannot be tapped."#)

      bank.gate.open()
      try await host.settle()
      #expect(bank.log == ["charging", "charging", "charged"])
      #expect(try host.button("Pay").environment.isEnabled)
    }

    @Test("retry outcome: a sender that follows its retries receives each retry's outcome, a retry of a retry too")
    func retryOutcome() async throws {
      let bank = RetriedBank()
      bank.failures = 2
      let recorder = Recorder()
      let host = ViewHost(RetriedCheckout(bank: bank, recorder: recorder))
      try host.button("Pay and follow").tap()
      try await host.runUntilIdle()
      bank.gate.open()
      try await host.runUntilIdle()
      #expect(recorder.entries == ["first failed"])

      try host.tapAlertButton("Retry")
      try await host.runUntilIdle()
      bank.gate.open()
      try await host.runUntilIdle()
      #expect(recorder.entries == ["first failed", "retry failed"])

      try host.tapAlertButton("Retry")
      try await host.runUntilIdle()
      bank.gate.open()
      try await host.settle()
      #expect(recorder.entries == ["first failed", "retry failed", "retry handled"])
      #expect(bank.log == ["charging", "charging", "charging", "charged"])
    }
  }
#endif
