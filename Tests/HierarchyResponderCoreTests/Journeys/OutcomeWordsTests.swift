import HierarchyResponderCore
import Testing

/// ARCHITECTURE.md, Words and Outcomes: one trip ends with one word, `EventOutcome`'s, in its
/// outcome and in its journey alike; a journey adds detail only inside that word.
@MainActor
@Suite struct OutcomeWordsTests {
  /// A chain whose `Ping` responder throws `Boom`, observed by an observer outer to everything.
  private func throwingChain(
    errorResponder: Bool, observe: @escaping (Journey) -> Void
  ) -> ResponderChain {
    var chain = ResponderChain().observingJourneys(observe)
    if errorResponder {
      chain = chain.addingResponder(for: Boom.self, kind: .handleError, site: site(1, "Alerts")) { _ in .handled }
    }
    return chain.addingResponder(for: Ping.self, kind: .handleEvent, site: site(2, "Pay")) { _ in throw Boom() }
  }

  @Test("A thrown event's journey ends failed at the thrower, as its outcome does; the error's journey names it")
  func aThrownEventsJourneyAndOutcomeAgreeWithAnErrorResponder() throws {
    var journeys: [Journey] = []
    let outcome = throwingChain(errorResponder: true) { journeys.append($0) }
      .triggerEvent.send(Ping(), fileID: "App/Button.swift", line: 7)
    guard case .failed(let error, let thrower) = outcome else {
      Issue.record("expected failed, got \(outcome)")
      return
    }
    try #require(journeys.count == 2)
    #expect(journeys[0].valueType == "Ping")
    #expect(journeys[0].outcome == .failed(String(describing: type(of: error)), at: thrower.site))
    #expect(journeys[0].outcome == .failed("Boom", at: site(2, "Pay")))
    #expect(journeys[0].hops.map(\.action) == [.threw("Boom")])
    #expect(journeys[1].valueType == "Boom")
    #expect(journeys[1].origin == site(2, "Pay"))
    #expect(journeys[1].cause == Journey.Cause(valueType: "Ping", origin: ResponderSite(fileID: "App/Button.swift", line: 7)))
    #expect(journeys[1].outcome == .handled(by: site(1, "Alerts"), kind: .handleError))
    #expect(
      journeys.map(\.description) == [
        """
        Ping from App/Button.swift:7
          .handleEvent at Pay (App/Screen.swift:2): Ping threw Boom
          => failed
        """,
        """
        Boom from Pay (App/Screen.swift:2) (thrown on the trip of Ping from App/Button.swift:7)
          .handleError at Alerts (App/Screen.swift:1): Boom handled
          => handled
        """,
      ])
  }

  @Test("A thrown event nothing outer handles the error of: failed in its outcome and its journey; the error reaches the root")
  func aThrownEventsJourneyAndOutcomeAgreeWithoutAnErrorResponder() throws {
    var journeys: [Journey] = []
    var outcome: EventOutcome?
    withKnownIssue {
      outcome = throwingChain(errorResponder: false) { journeys.append($0) }.triggerEvent.send(Ping())
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("Unhandled error Boom") }
    }
    guard case .failed(_, let thrower) = outcome else {
      Issue.record("expected failed, got \(String(describing: outcome))")
      return
    }
    #expect(thrower.site == site(2, "Pay"))
    #expect(journeys.map(\.outcome) == [.failed("Boom", at: site(2, "Pay")), .unhandled])
    #expect(journeys.last?.cause?.valueType == "Ping")
  }

  @Test("A request's journey and outcome agree: handled (answered) by the responder, or failed at the one that threw")
  func aRequestsJourneyAndOutcomeAgree() async throws {
    var journeys: [Journey] = []
    let chain = ResponderChain()
      .observingJourneys { journeys.append($0) }
      .addingResponder(to: AskName.self, site: site(1, "Names")) { _ in .answer("Ada") }
      .addingResponder(to: AskCount.self, site: site(2, "Counts")) { _ in throw Boom() }
    let answered = chain.sendRequest.send(AskName())
    #expect(try await answered.answer == "Ada")
    guard case .handled(let responder) = answered.outcome else {
      Issue.record("expected handled, got \(answered.outcome)")
      return
    }
    #expect(journeys.last?.outcome == .handled(by: responder.site, kind: responder.kind))
    #expect(journeys.last?.outcome == .handled(by: site(1, "Names"), kind: .receiveRequest))
    #expect(journeys.last?.hops.last?.action == .handled)

    let failed = chain.sendRequest.send(AskCount())
    _ = try? await failed.answer
    guard case .failed(_, let thrower) = failed.outcome else {
      Issue.record("expected failed, got \(failed.outcome)")
      return
    }
    #expect(journeys.last?.outcome == .failed("Boom", at: thrower.site))
  }

  @Test("A route's journey and result agree: handled, failed at the object that threw, dropped at a loop, unhandled")
  func aRoutesJourneyAndResultAgree() {
    let router = TestResponder.router(onError: { _, _ in })
    let (button, cell, controller) = TestResponder.chain()
    controller.respond = { _ in .handled }
    let handled = router.route(Ping(), from: button, fileID: "App/Feed.swift", line: 3)
    #expect(handled.isHandled)
    #expect(handled.journey.outcome == .handled(by: ResponderSite(fileID: "App/Feed.swift", line: 3, name: "HomeVC"), kind: .route))

    cell.respond = { _ in throw Boom() }
    let failed = router.route(Ping(), from: button, fileID: "App/Feed.swift", line: 4)
    guard case .failed(_, let at) = failed.outcome else {
      Issue.record("expected failed, got \(failed.outcome)")
      return
    }
    #expect(at === cell)
    #expect(failed.journey.outcome == .failed("Boom", at: ResponderSite(fileID: "App/Feed.swift", line: 4, name: "FeedCell")))

    cell.respond = { _ in .notHandled }
    controller.next = cell
    controller.respond = { _ in .notHandled }
    withKnownIssue {
      let looped = router.route(Ping(), from: button, fileID: "App/Feed.swift", line: 5)
      guard case .dropped(let reason, let at) = looped.outcome else {
        Issue.record("expected dropped, got \(looped.outcome)")
        return
      }
      #expect(at === cell)
      #expect(looped.journey.outcome == .dropped(reason: reason))
    }

    controller.next = nil
    withKnownIssue {
      let unhandled = router.route(Ping(), from: button, fileID: "App/Feed.swift", line: 6)
      guard case .unhandled = unhandled.outcome else {
        Issue.record("expected unhandled, got \(unhandled.outcome)")
        return
      }
      #expect(unhandled.journey.outcome == .unhandled)
    }
  }

  @Test("Pass it on is one word: a request responder, a route object and a receive responder all reply notHandled")
  func passItOnIsNotHandledEverywhere() async throws {
    var journeys: [Journey] = []
    let chain = ResponderChain()
      .observingJourneys { journeys.append($0) }
      .addingResponder(to: AskName.self, site: site(1)) { _ in .answer("outer") }
      .addingResponder(to: AskName.self, site: site(2)) { _ in .notHandled }
      .addingResponder(for: Ping.self, kind: .handleEvent, site: site(3)) { _ in .handled }
      .addingResponder(for: Ping.self, kind: .receiveEvent, site: site(4)) { _ in .notHandled }
      .declaringTriggers([Ping.self], site: site(5))
    chain.triggerEvent(Ping())
    #expect(try await chain.sendRequest(AskName()) == "outer")
    #expect(journeys.map { $0.hops.map(\.action) } == [[.notHandled, .notHandled, .handled], [.notHandled, .handled]])
    #expect(journeys[0].hops.first?.isDeclaration == true)
    #expect(journeys[0].path == ["App/Screen.swift:4", "App/Screen.swift:3"], "a declaration that lets a value pass did not act")

    let (button, _, controller) = TestResponder.chain()
    controller.respond = { _ in .handled }
    let route = TestResponder.router().route(Ping(), from: button)
    #expect(route.journey.hops.map(\.action) == [.notHandled, .notHandled, .handled])
    // The seed's spelling, which the predecessor's README tells users to return: no warning.
    #expect(ReceiveEventResult.unhandled == .notHandled)
    #expect(ReceiveErrorResult.unhandled == .notHandled)
  }

  @Test("The former spellings still compile and mean the new words")
  @available(*, deprecated, message: "exercises the deprecated spellings")
  func theFormerSpellingsMeanTheNewWords() {
    guard case .notHandled = RequestReply<String>.decline else {
      Issue.record("decline is not notHandled")
      return
    }
    #expect(Journey.Action.declined == .notHandled)
    #expect(Journey.Action.passed == .notHandled)
    #expect(Journey.Action.answered == .handled)
    #expect(Journey.Outcome.answered(by: site(1), kind: .respond) == .handled(by: site(1), kind: .respond))
    #expect(Journey.Outcome.superseded(at: site(1)) == .cancelled(at: site(1), superseded: true))
    #expect(Journey.Outcome.failed(by: site(1), error: "Boom") == .failed("Boom", at: site(1)))
    guard case .notHandled = RouteDecision.forward else {
      Issue.record("forward is not notHandled")
      return
    }
  }
}
