import HierarchyResponderCore
import Testing

/// The pending event of `outcome`, or a recorded issue.
@MainActor
private func pending(_ outcome: EventOutcome, sourceLocation: SourceLocation = #_sourceLocation) -> PendingEvent? {
  guard case .pending(let pending) = outcome else {
    Issue.record("expected pending, got \(outcome)", sourceLocation: sourceLocation)
    return nil
  }
  return pending
}

/// ARCHITECTURE.md, Outcomes: `send` returns what became of the value, for every kind of responder
/// and every way a trip ends; the callable form stays `Void`.
@MainActor
@Suite struct EventOutcomeTests {
  @Test func aHandleEventResponderGivesHandledByItsSite() {
    let chain = ResponderChain()
      .addingResponder(for: Ping.self, kind: .handleEvent, site: site(3, "Handler")) { _ in .handled }
    let outcome = chain.triggerEvent.send(Ping())
    #expect(outcome.isHandled)
    #expect(outcome.responder?.site == site(3, "Handler"))
    #expect(outcome.responder?.kind == .handleEvent)
  }

  /// A spy is a responder like the others: the outcome names it when it handles what it records,
  /// and the responder outer to it when it passes values on.
  @Test func aResponderSpyReportsTheOutcomeAsAResponder() {
    let spy = ResponderSpy()
    let chain = ResponderChain().addingSpy(spy, site: site(2, "Spy"))
    let outcome = chain.triggerEvent.send(Ping())
    #expect(outcome.isHandled)
    #expect(outcome.responder?.site == site(2, "Spy"))
    #expect(spy.records.count == 1)

    let passing = ResponderSpy(passValuesOn: true)
    let outer = ResponderChain()
      .addingResponder(for: Ping.self, kind: .handleEvent, site: site(3, "Handler")) { _ in .handled }
      .addingSpy(passing, site: site(4, "Passing spy"))
    #expect(outer.triggerEvent.send(Ping()).responder?.site == site(3, "Handler"))
    #expect(passing.records.count == 1)
  }

  @Test func aReceiveEventThatDeclinesPassesTheOutcomeToTheResponderThatHandles() {
    let chain = ResponderChain()
      .addingResponder(for: Ping.self, kind: .receiveEvent, site: site(3, "Outer")) { _ in .handled }
      .addingResponder(for: Ping.self, kind: .receiveEvent, site: site(5, "Inner")) { ping in
        ping.id == 0 ? .notHandled : .handled
      }
    #expect(chain.triggerEvent.send(Ping(id: 0)).responder?.site == site(3, "Outer"))
    #expect(chain.triggerEvent.send(Ping(id: 1)).responder?.site == site(5, "Inner"))
  }

  @Test func aTransformedEventHasTheOutcomeOfTheValueThatReplacedIt() {
    var pongs = 0
    let chain = ResponderChain()
      .addingResponder(for: Pong.self, kind: .handleEvent, site: site(3, "Pong handler")) { _ in pongs += 1; return .handled }
      .addingResponder(for: Ping.self, kind: .transformEvent, site: site(5, "Transform")) { ping in .event(Pong(id: ping.id)) }
    let outcome = chain.triggerEvent.send(Ping())
    #expect(pongs == 1)
    #expect(outcome.isHandled)
    #expect(outcome.responder?.site == site(3, "Pong handler"))
  }

  @Test func aResponderThatThrowsEndsTheEventFailedAndTheErrorTravelsOnItsOwn() {
    var errors: [Boom] = []
    let chain = ResponderChain()
      .addingResponder(for: Boom.self, kind: .handleError) { error in errors.append(error); return .handled }
      .addingResponder(for: Ping.self, kind: .handleEvent, site: site(5, "Thrower")) { _ in throw Boom(id: 7) }
    let outcome = chain.triggerEvent.send(Ping())
    guard case .failed(let error, let responder) = outcome else {
      Issue.record("expected failed, got \(outcome)")
      return
    }
    #expect(error as? Boom == Boom(id: 7))
    #expect(responder.site == site(5, "Thrower"))
    #expect(errors == [Boom(id: 7)])
  }

  @Test func anEventNoResponderHandlesIsUnhandled() {
    withKnownIssue {
      let outcome = ResponderChain().triggerEvent.send(Ping())
      #expect(outcome.responder == nil)
      guard case .unhandled = outcome else {
        Issue.record("expected unhandled, got \(outcome)")
        return
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("Unhandled event Ping") }
    }
  }

  @Test func anAsyncResponderGivesPendingThenHandledWhenItsWorkEnds() async {
    let gate = Gate()
    let scope = ResponderTaskScope()
    let chain = ResponderChain()
      .addingResponder(for: Ping.self, kind: .handleEvent, site: site(5, "Pay"), scope: scope) { _ in
        await gate.wait()
        return .handled
      }
    guard let pending = pending(chain.triggerEvent.send(Ping())) else { return }
    #expect(pending.responder.site == site(5, "Pay"))
    #expect(!pending.hasEnded)
    await yield(until: { gate.waitingCount == 1 })
    #expect(!pending.hasEnded)
    gate.open()
    let outcome = await pending.outcome
    #expect(pending.hasEnded)
    #expect(outcome.isHandled)
    #expect(outcome.responder?.site == site(5, "Pay"))
  }

  @Test func anAsyncResponderThatDeclinesResolvesToTheOuterResponderThatHandles() async {
    let scope = ResponderTaskScope()
    let chain = ResponderChain()
      .addingResponder(for: Ping.self, kind: .handleEvent, site: site(3, "Outer")) { _ in .handled }
      .addingResponder(for: Ping.self, kind: .receiveEvent, site: site(5, "Async"), scope: scope) { _ in
        await Task.yield()
        return .notHandled
      }
    guard let pending = pending(chain.triggerEvent.send(Ping())) else { return }
    #expect(await pending.outcome.responder?.site == site(3, "Outer"))
  }

  @Test func anAsyncResponderWhoseOwnerGoesAwayGivesCancelled() async {
    let gate = Gate()
    let scope = ResponderTaskScope()
    let chain = ResponderChain()
      .addingResponder(for: (any Event).self, kind: .handleEvent) { _ in .handled }
      .addingResponder(for: Ping.self, kind: .handleEvent, site: site(5, "Pay"), scope: scope) { _ in
        await gate.wait()
        return .handled
      }
    guard let pending = pending(chain.triggerEvent.send(Ping())) else { return }
    await yield(until: { gate.waitingCount == 1 })
    scope.cancelAll()
    gate.open()
    let outcome = await pending.outcome
    guard case .cancelled(let responder) = outcome else {
      Issue.record("expected cancelled, got \(outcome)")
      return
    }
    #expect(responder.site == site(5, "Pay"))
  }

  @Test func workThatNeverBeganBecauseItsOwnerWentAwayGivesCancelled() async {
    let scope = ResponderTaskScope()
    let chain = ResponderChain()
      .addingResponder(for: Ping.self, kind: .handleEvent, site: site(5, "Pay"), scope: scope) { _ in .handled }
    guard let pending = pending(chain.triggerEvent.send(Ping())) else { return }
    scope.cancelAll()
    guard case .cancelled(let responder) = await pending.outcome else {
      Issue.record("expected cancelled")
      return
    }
    #expect(responder.site == site(5, "Pay"))
  }

  @Test func aValueReachingAClosedScopeIsCancelledAtOnce() {
    let scope = ResponderTaskScope()
    scope.cancelAll()
    let chain = ResponderChain()
      .addingResponder(for: Ping.self, kind: .handleEvent, site: site(5, "Pay"), scope: scope) { _ in .handled }
    guard case .cancelled(let responder) = chain.triggerEvent.send(Ping()) else {
      Issue.record("expected cancelled")
      return
    }
    #expect(responder.site == site(5, "Pay"))
  }

  @Test func aValueSentPastTheDepthLimitIsDroppedWithTheIssueAsItsReason() {
    let reference = ChainReference()
    var outcomes: [EventOutcome] = []
    reference.chain = ResponderChain().addingResponder(for: Ping.self, kind: .handleEvent) { ping in
      outcomes.append(reference.chain.triggerEvent.send(Ping(id: ping.id + 1)))
      return .handled
    }
    let messages = issueMessages { _ = reference.chain.triggerEvent.send(Ping()) }
    let expected =
      "Dropped event Ping: responders were nested more than 64 levels deep. "
      + "A responder probably sends the value it is handling."
    #expect(messages == [expected])
    // The innermost send was dropped; every send outer to it was handled.
    guard case .dropped(let reason) = outcomes.first else {
      Issue.record("expected dropped, got \(String(describing: outcomes.first))")
      return
    }
    #expect(reason == expected)
    let handledOuter = outcomes.dropFirst().filter(\.isHandled).count
    #expect(outcomes.count == 64)
    #expect(handledOuter == 63)
  }

  @Test func theCallableFormStillReturnsNothingAndAMethodReferenceConvertsToAFunction() {
    var events: [Ping] = []
    var journeys: [Journey] = []
    let chain = ResponderChain()
      .observingJourneys { journeys.append($0) }
      .addingResponder(for: Ping.self, kind: .handleEvent) { ping in events.append(ping); return .handled }
    let send: (any Event) -> Void = chain.triggerEvent.callAsFunction
    send(Ping(id: 1))
    let result: Void = chain.triggerEvent(Ping(id: 2))
    _ = result
    #expect(events == [Ping(id: 1), Ping(id: 2)])
    // A method reference has no call site: its journey says so; a direct call names its line.
    #expect(journeys.first?.origin.description == "callAsFunction (a method reference: no call site):0")
    #expect(journeys.last?.origin.fileID == "HierarchyResponderCoreTests/EventOutcomeTests.swift")
  }

  @Test func reportErrorGivesTheOutcomeOfAnErrorAndOfTheEventACatchTurnsItInto() {
    let chain = ResponderChain()
      .addingResponder(for: Ping.self, kind: .handleEvent, site: site(3, "Ping handler")) { _ in .handled }
      .addingResponder(for: Oops.self, kind: .catchError) { _ in .event(Ping()) }
      .addingResponder(for: Boom.self, kind: .handleError, site: site(7, "Boom handler")) { _ in .handled }
    #expect(chain.reportError.send(Boom()).responder?.site == site(7, "Boom handler"))
    #expect(chain.reportError.send(Oops()).responder?.site == site(3, "Ping handler"))
    var reported: [Boom] = []
    let reporting = ResponderChain().addingResponder(for: Boom.self, kind: .handleError) { reported.append($0); return .handled }
    let report: (any Error) -> Void = reporting.reportError.callAsFunction
    report(Boom(id: 4))
    #expect(reported == [Boom(id: 4)])
  }
}
