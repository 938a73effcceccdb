import HierarchyResponderCore
import Testing

/// ARCHITECTURE.md, Requests and Outcomes: a request sent with `send(_:)` returns at once, with
/// the outcome of its trip in the words of an event's (`handled` when answered, `pending` while
/// an asynchronous responder works) and its answer to await.
@MainActor
@Suite struct PendingRequestTests {
  @Test func aRequestAnsweredSynchronouslyIsHandledWhenSendReturnsAndItsAnswerIsReady() async throws {
    let chain = ResponderChain().addingResponder(to: AskName.self, site: site(1, "Names")) { request in .answer("name \(request.id)") }
    let asked = chain.sendRequest.send(AskName(id: 2))
    guard case .handled(let responder) = asked.outcome else {
      Issue.record("expected handled, got \(asked.outcome)")
      return
    }
    #expect(responder.site == site(1, "Names"))
    #expect(try await asked.answer == "name 2")
  }

  @Test func aRequestAnAsyncResponderWorksOnIsPendingThereUntilItAnswers() async throws {
    let pending = PendingAnswerFixture(site: site(2, "Dialog"))
    let asked = pending.chainForSending.sendRequest.send(AskName())
    guard case .pending(let waiting) = asked.outcome else {
      Issue.record("expected pending, got \(asked.outcome)")
      return
    }
    #expect(waiting.responder.site == site(2, "Dialog"))
    #expect(!waiting.hasEnded)
    pending.gate.open()
    #expect(try await asked.answer == "too late")
    #expect(asked.outcome.isHandled)
    #expect(pending.journeys.map(\.hops.count) == [2], "suspended, then answered")
  }

  @Test func cancellingAPendingRequestCancelsTheWorkAndItsAnswerThrowsCancellationError() async {
    let pending = PendingAnswerFixture(site: site(3, "Slow"))
    let asked = pending.chainForSending.sendRequest.send(AskName())
    await yield(until: { pending.gate.waitingCount == 1 })
    asked.cancel()
    await #expect(throws: CancellationError.self) { try await asked.answer }
    pending.gate.open()
    await pending.scope.waitForAll()
    #expect(pending.workSawCancellation)
    #expect(pending.journeys.map(\.outcome) == [.dropped(reason: "the requester's task was cancelled; a late answer is dropped")])
  }

  @Test func aRequestNobodyAnswersIsUnhandledAndItsAnswerThrowsRequestNotAnswered() async {
    let chain = ResponderChain()
    var outcome: EventOutcome?
    var thrown: (any Error)?
    let messages = await issueMessages {
      let asked = chain.sendRequest.send(AskName())
      outcome = asked.outcome
      do { _ = try await asked.answer } catch { thrown = error }
    }
    #expect(messages == ["Unanswered request AskName: no responder answered it. Add .respond(to: AskName.self) { … } to an ancestor view."])
    if case .unhandled = outcome {} else { Issue.record("expected unhandled, got \(String(describing: outcome))") }
    #expect((thrown as? RequestNotAnswered)?.reason == .unhandled)
  }
}
