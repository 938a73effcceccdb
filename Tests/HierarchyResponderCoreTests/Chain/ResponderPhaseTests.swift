import HierarchyResponderCore
import Testing

/// ARCHITECTURE.md, Phases: a fallback ("default") responder acts only when no other responder takes
/// the value, outermost fallback first; a capture responder acts before the inner ones, outer to
/// inner, and may stop the value or let it go on. Validation, capability, safety, requests,
/// journeys and outcomes see both as the dispatcher asks them.
@MainActor
@Suite struct ResponderPhaseTests {
  private func validating<Value>(_ chain: ResponderChain, _ type: Value.Type, _ state: EventState) -> ResponderChain {
    ResponderAnchor<EventValidationNode>().update(parent: chain, validating: type, site: site(1), state: state)
  }

  // MARK: Defaults (the fallback phase)

  @Test func theComponentsDefaultRunsAloneWhenNothingOuterTakesTheValue() {
    let log = Log()
    let component = ResponderChain()
      .addingResponder(for: Pong.self, kind: .handleEvent) { _ in log("app: Pong"); return .handled }
      .addingResponder(for: Ping.self, kind: .handleEvent, phase: .fallback) { _ in log("default"); return .handled }
    let messages = issueMessages { component.triggerEvent(Ping()) }
    #expect(log.entries == ["default"])
    #expect(messages.isEmpty)
  }

  @Test func theAppsOuterHandlerOverridesTheDefaultWhichDoesNotRun() {
    let log = Log()
    let component = ResponderChain()
      .addingResponder(for: Ping.self, kind: .handleEvent) { _ in log("app"); return .handled }
      .addingResponder(for: Ping.self, kind: .handleEvent, phase: .fallback) { _ in log("default"); return .handled }
      .addingResponder(for: Ping.self, kind: .receiveEvent) { _ in log("inner declines"); return .notHandled }
    component.triggerEvent(Ping())
    #expect(log.entries == ["inner declines", "app"])
  }

  @Test func nestedDefaultsAreAskedOutermostFirstAndEachMayDecline() {
    let log = Log()
    var outerTakes = true
    let chain = ResponderChain()
      .addingResponder(for: Ping.self, kind: .receiveEvent, phase: .fallback) { _ in
        log("outer default"); return outerTakes ? .handled : .notHandled
      }
      .addingResponder(for: Ping.self, kind: .handleEvent, phase: .fallback) { _ in log("inner default"); return .handled }
      .addingResponder(for: Ping.self, kind: .receiveEvent) { _ in log("bubble"); return .notHandled }
    chain.triggerEvent(Ping())
    #expect(log.entries == ["bubble", "outer default"])
    outerTakes = false
    chain.triggerEvent(Ping())
    #expect(log.entries == ["bubble", "outer default", "bubble", "outer default", "inner default"])
  }

  @Test func aDefaultThatDeclinesLeavesTheValueUnhandledAtTheRoot() {
    let chain = ResponderChain()
      .addingResponder(for: Ping.self, kind: .receiveEvent, phase: .fallback) { _ in .notHandled }
    var outcome: EventOutcome?
    let messages = issueMessages { outcome = chain.triggerEvent.send(Ping()) }
    guard case .unhandled = outcome else { Issue.record("expected unhandled, got \(String(describing: outcome))"); return }
    #expect(messages.count == 1)
  }

  @Test func aDefaultOnlyTakesValuesThatPassedItAfterATransform() {
    let log = Log()
    // Pong is made outer to the inner default: that default never saw a Pong.
    let chain = ResponderChain()
      .addingResponder(for: Pong.self, kind: .handleEvent, phase: .fallback) { _ in log("outer Pong default"); return .handled }
      .addingResponder(for: Ping.self, kind: .transformEvent) { ping in .event(Pong(id: ping.id)) }
      .addingResponder(for: Pong.self, kind: .handleEvent, phase: .fallback) { _ in log("inner Pong default"); return .handled }
    chain.triggerEvent(Ping())
    #expect(log.entries == ["outer Pong default"])
  }

  @Test func aDefaultsOutcomeJourneyAndIssuesSayItHandledTheValue() {
    var journeys: [Journey] = []
    let chain = ResponderChain()
      .observingJourneys { journeys.append($0) }
      .addingResponder(for: Ping.self, kind: .handleEvent, phase: .fallback, site: site(7, "Default")) { _ in .handled }
      .addingResponder(for: Ping.self, kind: .receiveEvent, site: site(8, "Inner")) { _ in .notHandled }
    let outcome = chain.triggerEvent.send(Ping())
    #expect(outcome.responder?.site == site(7, "Default"))
    #expect(journeys.count == 1)
    #expect(journeys.first?.hops.map(\.phase) == [.bubble, .fallback])
    #expect(journeys.first?.hops.map(\.action) == [.notHandled, .handled])
    #expect(journeys.first?.hops.last?.description.hasSuffix("Ping handled (fallback phase)") == true)
    #expect(journeys.first?.outcome == .handled(by: site(7, "Default"), kind: .handleEvent))
  }

  @Test func aDefaultErrorResponderHandlesWhatNothingElseCatches() {
    let log = Log()
    let chain = ResponderChain()
      .addingResponder(for: Boom.self, kind: .handleError, phase: .fallback) { _ in log("default alert"); return .handled }
      .addingResponder(for: Ping.self, kind: .handleEvent) { _ in throw Boom() }
    chain.triggerEvent(Ping())
    #expect(log.entries == ["default alert"])
  }

  // MARK: The capture phase

  @Test func aCaptureResponderStopsTheValueBeforeTheInnerResponders() {
    let log = Log()
    let chain = ResponderChain()
      .addingResponder(for: Ping.self, kind: .handleEvent, phase: .capture) { _ in log("capture"); return .handled }
      .addingResponder(for: Ping.self, kind: .handleEvent) { _ in log("inner"); return .handled }
    chain.triggerEvent(Ping())
    #expect(log.entries == ["capture"])
  }

  @Test func captureRespondersRunOuterToInnerThenTheValueBubblesInnerToOuter() {
    let log = Log()
    let chain = ResponderChain()
      .addingResponder(for: Ping.self, kind: .handleEvent) { _ in log("outer bubble"); return .handled }
      .addingResponder(for: Ping.self, kind: .receiveEvent, phase: .capture) { _ in log("outer capture"); return .notHandled }
      .addingResponder(for: (any Event).self, kind: .receiveEvent, phase: .capture) { _ in log("inner capture"); return .notHandled }
      .addingResponder(for: Ping.self, kind: .receiveEvent) { _ in log("inner bubble"); return .notHandled }
    chain.triggerEvent(Ping())
    #expect(log.entries == ["outer capture", "inner capture", "inner bubble", "outer bubble"])
  }

  @Test func aCaptureResponderSeesOnlyValuesSentFromInsideItAndOfItsType() {
    let log = Log()
    let outside = ResponderChain().addingResponder(for: (any Event).self, kind: .handleEvent) { _ in log("root"); return .handled }
    let captured = outside.addingResponder(for: Ping.self, kind: .handleEvent, phase: .capture) { _ in log("capture"); return .handled }
    outside.triggerEvent(Ping())
    captured.triggerEvent(Pong())
    // The capture responder listens on events: the error reaches the root unhandled.
    #expect(issueMessages { captured.reportError(Boom()) }.count == 1)
    #expect(log.entries == ["root", "root"])
  }

  @Test func aValueReplacedInsideACaptureResponderGoesThroughItsCapturePhase() {
    let log = Log()
    let chain = ResponderChain()
      .addingResponder(for: Pong.self, kind: .handleEvent, phase: .capture) { _ in log("captured Pong"); return .handled }
      .addingResponder(for: Ping.self, kind: .transformEvent) { ping in .event(Pong(id: ping.id)) }
      .addingResponder(for: Pong.self, kind: .handleEvent) { _ in log("inner Pong"); return .handled }
    chain.triggerEvent(Ping())
    #expect(log.entries == ["captured Pong"])
  }

  @Test func aCaptureJourneyRecordsTheCapturePhaseFirst() {
    var journeys: [Journey] = []
    let chain = ResponderChain()
      .observingJourneys { journeys.append($0) }
      .addingResponder(for: Ping.self, kind: .handleEvent, site: site(2, "Outer")) { _ in .handled }
      .addingResponder(for: Ping.self, kind: .receiveEvent, phase: .capture, site: site(3, "Shortcut")) { _ in .notHandled }
      .addingResponder(for: Ping.self, kind: .receiveEvent, site: site(4, "Inner")) { _ in .notHandled }
    chain.triggerEvent(Ping())
    #expect(journeys.first?.hops.map(\.site.name) == ["Shortcut", "Inner", "Outer"])
    #expect(journeys.first?.hops.map(\.phase) == [.capture, .bubble, .bubble])
    #expect(journeys.first?.hops.first?.description.hasSuffix("Ping not handled (capture phase)") == true)
  }

  // MARK: Queries: validation, capability, safety

  @Test func validationEnablesACommandWhoseOnlyTakerIsADefaultWithTheDefaultsState() {
    let component = ResponderChain()
      .addingResponder(for: Ping.self, kind: .handleEvent, phase: .fallback) { _ in .handled }
    let titled = validating(component, Ping.self, EventState(title: "Buy (default)"))
    #expect(component.triggerEvent.hasResponder(for: Ping.self))
    #expect(component.triggerEvent.eventState(for: Ping.self) == .enabled)
    #expect(titled.triggerEvent.eventState(for: Ping.self)?.title == "Buy (default)")
    // The app overrides it: its own state decides.
    let app = ResponderChain().addingResponder(for: Ping.self, kind: .handleEvent) { _ in .handled }
    let overriddenApp = validating(app, Ping.self, EventState(isEnabled: false, title: "Buy (app)"))
    let overridden = overriddenApp.addingResponder(for: Ping.self, kind: .handleEvent, phase: .fallback) { _ in .handled }
    #expect(overridden.triggerEvent.eventState(for: Ping.self) == EventState(isEnabled: false, title: "Buy (app)"))
    // As for any taker, a validation on the way counts: one inside the component that disables wins.
    let disabledInside = validating(overridden, Ping.self, EventState(isEnabled: false, title: "Buy (default)"))
    #expect(disabledInside.triggerEvent.eventState(for: Ping.self)?.title == "Buy (default)")
  }

  @Test func validationAsksACaptureResponderBeforeTheInnerTaker() {
    let captured = validating(
      ResponderChain().addingResponder(for: Ping.self, kind: .handleEvent, phase: .capture) { _ in .handled }, Ping.self,
      EventState(title: "Captured"))
    let inner = validating(
      captured.addingResponder(for: Ping.self, kind: .handleEvent) { _ in .handled }, Ping.self, EventState(isEnabled: false))
    // The capture responder takes the command before the inner responder, so its own validation
    // decides, not the one the inner responder declared (UnderstandingResponders.md: "a capture
    // responder that may take the command decides before the inner ones").
    #expect(inner.triggerEvent.eventState(for: Ping.self) == EventState(title: "Captured"))
    let unvalidatedInner = captured.addingResponder(for: Ping.self, kind: .handleEvent) { _ in .handled }
    #expect(unvalidatedInner.triggerEvent.eventState(for: Ping.self)?.title == "Captured")
  }

  @Test func aDefaultOrCaptureResponderCountsAsExplicitForSafetyDeclarations() {
    for phase in [ResponderPhase.fallback, .capture] {
      let chain = ResponderChain()
        .addingResponder(for: Ping.self, kind: .handleEvent, phase: phase) { _ in .handled }
        .declaringTriggers([Ping.self], site: site(10))
      #expect(issueMessages { chain.triggerEvent(Ping()) }.isEmpty)
    }
  }

  // MARK: Requests

  @Test func aDefaultAnswerAnswersOnlyWhenNoOtherResponderDoes() async throws {
    let component = ResponderChain()
      .addingResponder(to: AskName.self, phase: .fallback) { _ in .answer("default") }
    #expect(try await component.sendRequest(AskName()) == "default")
    let app = ResponderChain()
      .addingResponder(to: AskName.self) { _ in .answer("app") }
      .addingResponder(to: AskName.self, phase: .fallback) { _ in .answer("default") }
    #expect(try await app.sendRequest(AskName()) == "app")
  }

  @Test func aCaptureAnswerComesBeforeTheInnerResponders() async throws {
    let chain = ResponderChain()
      .addingResponder(to: AskName.self, phase: .capture) { request in request.id == 1 ? .answer("captured") : .notHandled }
      .addingResponder(to: AskName.self) { _ in .answer("inner") }
    #expect(try await chain.sendRequest(AskName(id: 1)) == "captured")
    #expect(try await chain.sendRequest(AskName(id: 2)) == "inner")
  }

  // MARK: Asynchronous responders

  @Test func anAsynchronousDefaultThatDeclinesHandsTheValueToTheNextDefaultInsideIt() async {
    let log = Log()
    let scope = ResponderTaskScope()
    let chain = ResponderChain()
      .addingResponder(for: Ping.self, kind: .receiveEvent, phase: .fallback, scope: scope) { _ in
        log("outer async default"); return .notHandled
      }
      .addingResponder(for: Ping.self, kind: .handleEvent, phase: .fallback) { _ in log("inner default"); return .handled }
    chain.triggerEvent(Ping())
    await yield(until: { log.entries.count == 2 })
    #expect(log.entries == ["outer async default", "inner default"])
  }

  @Test func anAsynchronousCaptureThatLetsTheValueGoOnResumesTheCaptureThenTheBubble() async {
    let log = Log()
    let scope = ResponderTaskScope()
    let chain = ResponderChain()
      .addingResponder(for: Ping.self, kind: .handleEvent) { _ in log("outer bubble"); return .handled }
      .addingResponder(for: Ping.self, kind: .receiveEvent, phase: .capture, scope: scope) { _ in
        log("outer async capture"); return .notHandled
      }
      .addingResponder(for: Ping.self, kind: .receiveEvent, phase: .capture) { _ in log("inner capture"); return .notHandled }
      .addingResponder(for: Ping.self, kind: .receiveEvent) { _ in log("inner bubble"); return .notHandled }
    chain.triggerEvent(Ping())
    await yield(until: { log.entries.count == 4 })
    #expect(log.entries == ["outer async capture", "inner capture", "inner bubble", "outer bubble"])
  }
}
