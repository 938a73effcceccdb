import HierarchyResponderCore
import Testing

/// ARCHITECTURE.md, Journeys: journeys — the responders a value crossed, what each did, where it
/// ended — delivered to observers outer to the trigger, and only to them.
@MainActor
@Suite struct JourneyTests {
  /// Every action on two trips: ignored, not handled, transformed, threw (the event's journey ends
  /// failed there); then the error's: caught, handled.
  private func eventfulChain(observer: @escaping (Journey) -> Void) -> ResponderChain {
    ResponderChain()
      .observingJourneys(observer)
      .addingResponder(for: Tap.self, kind: .handleEvent, site: site(1, "Done")) { _ in .handled }
      .addingResponder(for: Boom.self, kind: .catchError, site: site(2)) { _ in .event(Tap()) }
      .addingResponder(for: Pong.self, kind: .handleEvent, site: site(3)) { _ in throw Boom() }
      .addingResponder(for: Ping.self, kind: .transformEvent, site: site(4)) { _ in .event(Pong()) }
      .addingResponder(for: Ping.self, kind: .receiveEvent, site: site(5)) { _ in .notHandled }
      .addingResponder(for: Tap.self, kind: .handleEvent, site: site(6)) { _ in .handled }
  }

  @Test func aJourneyListsEveryHopInOrderWithWhatItDid() throws {
    var journeys: [Journey] = []
    eventfulChain { journeys.append($0) }.triggerEvent(Ping(), fileID: "App/Button.swift", line: 7)
    try #require(journeys.count == 2)
    let journey = journeys[0]
    #expect(journey.valueType == "Ping")
    #expect(journey.origin == ResponderSite(fileID: "App/Button.swift", line: 7))
    #expect(journey.hops.map(\.action) == [.ignored, .notHandled, .transformed(into: "Pong"), .threw("Boom")])
    #expect(journey.hops.map(\.valueType) == ["Ping", "Ping", "Ping", "Pong"])
    #expect(journey.hops.map(\.kind) == [.handleEvent, .receiveEvent, .transformEvent, .handleEvent])
    #expect(journey.hops.map(\.site) == [site(6), site(5), site(4), site(3)])
    #expect(journey.outcome == .failed("Boom", at: site(3)))
    let error = journeys[1]
    #expect(error.valueType == "Boom")
    #expect(error.origin == site(3))
    #expect(error.cause == Journey.Cause(valueType: "Ping", origin: ResponderSite(fileID: "App/Button.swift", line: 7)))
    #expect(error.hops.map(\.action) == [.caught(into: "Tap"), .handled])
    #expect(error.hops.map(\.valueType) == ["Boom", "Tap"])
    #expect(error.hops.map(\.site) == [site(2), site(1, "Done")])
    #expect(error.outcome == .handled(by: site(1, "Done"), kind: .handleEvent))
  }

  @Test func thePathNamesTheRespondersThatActedOnTheValue() {
    var journeys: [Journey] = []
    eventfulChain { journeys.append($0) }.triggerEvent(Ping())
    #expect(journeys.map(\.path) == [["App/Screen.swift:5", "App/Screen.swift:4", "App/Screen.swift:3"], ["App/Screen.swift:2", "Done"]])
  }

  @Test func aJourneyReadsAsOneLinePerHopAndItsEnd() {
    var journeys: [Journey] = []
    eventfulChain { journeys.append($0) }.triggerEvent(Ping(), fileID: "App/Button.swift", line: 7)
    #expect(
      journeys.map(\.description) == [
        """
        Ping from App/Button.swift:7
          .handleEvent at App/Screen.swift:6: Ping ignored
          .receiveEvent at App/Screen.swift:5: Ping not handled
          .transformEvent at App/Screen.swift:4: Ping transformed into Pong
          .handleEvent at App/Screen.swift:3: Pong threw Boom
          => failed
        """,
        """
        Boom from App/Screen.swift:3 (thrown on the trip of Ping from App/Button.swift:7)
          .catchError at App/Screen.swift:2: Boom caught, became Tap
          .handleEvent at Done (App/Screen.swift:1): Tap handled
          => handled
        """,
      ])
  }

  @Test("A safety declaration that checks a value and lets it go reads 'passed', not 'ignored'")
  func aDeclarationThatLetsAValuePassReadsPassed() {
    var journeys: [Journey] = []
    ResponderChain()
      .observingJourneys { journeys.append($0) }
      .addingResponder(for: Ping.self, kind: .handleEvent, site: site(1)) { _ in .handled }
      .declaringTriggers([Ping.self], site: site(2))
      .triggerEvent(Ping(), fileID: "App/Button.swift", line: 7)
    #expect(
      journeys.first?.description == """
        Ping from App/Button.swift:7
          .triggers at App/Screen.swift:2: Ping not handled
          .handleEvent at App/Screen.swift:1: Ping handled
          => handled
        """)
  }

  /// Journeys: a `.requests` declaration's hop is a declaration hop, as `.triggers`' is.
  @Test func aRequestDeclarationsHopIsADeclaration() async throws {
    var journeys: [Journey] = []
    let chain = ResponderChain()
      .observingJourneys { journeys.append($0) }
      .addingResponder(to: AskCount.self) { _ in .answer(1) }
      .declaringRequests([AskCount.self], site: site(2))
    _ = try await chain.sendRequest(AskCount())
    #expect(journeys.first?.hops.map(\.isDeclaration) == [true, false])
  }

  @Test func anUnhandledJourneyEndsAtTheRoot() {
    var journeys: [Journey] = []
    let chain = ResponderChain()
      .observingJourneys { journeys.append($0) }
      .addingResponder(for: (any Error).self, kind: .transformError, site: site(8)) { _ in .error(Oops()) }
    let messages = issueMessages { chain.reportError(Boom(), fileID: "App/Save.swift", line: 3) }
    #expect(messages.count == 1)
    #expect(journeys.map(\.outcome) == [.unhandled])
    #expect(
      journeys.first?.description == """
        Boom from App/Save.swift:3
          .transformError at App/Screen.swift:8: Boom transformed into Oops
          => unhandled: reached the root
        """)
  }

  @Test func anAsyncResponderIsASuspendedHopThenWhatItDidWhenItReturned() async {
    var journeys: [Journey] = []
    let scope = ResponderTaskScope()
    let chain = ResponderChain()
      .observingJourneys { journeys.append($0) }
      .addingResponder(for: Pong.self, kind: .handleEvent, site: site(1)) { _ in .handled }
      .addingResponder(for: Ping.self, kind: .transformEvent, site: site(2), scope: scope) { _ in .event(Pong()) }
    chain.triggerEvent(Ping())
    #expect(journeys.isEmpty, "the journey ends when the value does")
    await scope.waitForAll()
    #expect(journeys.first?.hops.map(\.action) == [.suspended, .transformed(into: "Pong"), .handled])
    #expect(journeys.first?.hops.map(\.site) == [site(2), site(2), site(1)])
    #expect(journeys.first?.outcome == .handled(by: site(1), kind: .handleEvent))
    #expect(journeys.first?.hops.first?.description == ".transformEvent at App/Screen.swift:2: Ping suspended (async)")
  }

  @Test func aJourneyWhoseAsyncResponderWasCancelledEndsCancelled() async {
    var journeys: [Journey] = []
    let (scope, gate) = (ResponderTaskScope(), Gate())
    let chain = ResponderChain()
      .observingJourneys { journeys.append($0) }
      .addingResponder(for: Ping.self, kind: .handleEvent, site: site(3), scope: scope) { _ in
        await gate.wait()
        return .handled
      }
    chain.triggerEvent(Ping(), fileID: "App/Button.swift", line: 1)
    await yield { gate.waitingCount == 1 }
    scope.cancelAll()
    gate.open()
    await yield { !journeys.isEmpty }
    #expect(journeys.map(\.outcome) == [.cancelled(at: site(3))])
    #expect(
      journeys.first?.description == """
        Ping from App/Button.swift:1
          .handleEvent at App/Screen.swift:3: Ping suspended (async)
          => cancelled: the owner of the responder at App/Screen.swift:3 went away
        """)
  }

  @Test func aJourneyDroppedForNestingEndsDropped() {
    var journeys: [Journey] = []
    let reference = ChainReference()
    reference.chain = ResponderChain()
      .observingJourneys { journeys.append($0) }
      .addingResponder(for: Ping.self, kind: .handleEvent) { _ in
        reference.chain.triggerEvent(Ping(), fileID: "App/Loop.swift", line: 2)
        return .handled
      }
    _ = issueMessages { reference.chain.triggerEvent(Ping()) }
    let reason =
      "Dropped event Ping: responders were nested more than 64 levels deep. "
      + "A responder probably sends the value it is handling."
    #expect(journeys.count == 65)
    #expect(journeys.first?.outcome == .dropped(reason: reason))
    #expect(journeys.first?.hops.isEmpty == true)
    #expect(journeys.dropFirst().allSatisfy { $0.outcome == .handled(by: $0.hops[0].site, kind: .handleEvent) })
    #expect(journeys.first?.description.hasSuffix("  => dropped: \(reason)") == true)
  }

  @Test func everyObserverOuterToTheTriggerReceivesTheJourneyInnerToOuter() {
    let log = Log()
    var received: [Journey] = []
    let chain = ResponderChain()
      .observingJourneys { log("outermost"); received.append($0) }
      .addingResponder(for: Ping.self, kind: .handleEvent) { _ in .handled }
      .observingJourneys { log("middle"); received.append($0) }
      .addingResponder(for: Ping.self, kind: .receiveEvent) { _ in .notHandled }
      .observingJourneys { log("innermost"); received.append($0) }
    chain.triggerEvent(Ping())
    #expect(log.entries == ["innermost", "middle", "outermost"])
    #expect(received.count == 3)
    #expect(received.allSatisfy { $0 == received[0] })
    #expect(received.first?.hops.map(\.action) == [.notHandled, .handled], "observers are not hops")
  }

  @Test func aValueSentOutsideEveryObserverHasNoJourney() {
    var journeys: [Journey] = []
    let outside = ResponderChain().addingResponder(for: (any Event).self, kind: .handleEvent) { _ in .handled }
    let sibling = outside.observingJourneys { journeys.append($0) }
    outside.triggerEvent(Ping())
    #expect(journeys.isEmpty)
    #expect(outside.node?.observerEntry == nil, "nothing to record for: no recorder is made")
    sibling.triggerEvent(Ping())
    #expect(journeys.count == 1)
    #expect(sibling.node?.observerEntry != nil)
  }

  @Test func aNestedTriggerHasItsOwnJourneyWhichEndsFirst() {
    var journeys: [Journey] = []
    let root = ResponderChain()
      .observingJourneys { journeys.append($0) }
      .addingResponder(for: (any Event).self, kind: .handleEvent) { _ in .handled }
    let chain = root.addingResponder(for: Ping.self, kind: .receiveEvent) { _ in
      root.triggerEvent(Pong())
      return .notHandled
    }
    chain.triggerEvent(Ping())
    #expect(journeys.map(\.valueType) == ["Pong", "Ping"])
    #expect(journeys.map(\.hops.count) == [1, 2])
  }

  @Test func aSafetyDeclarationIsAHopThatPassesTheValueAndIsLeftOutOfThePath() {
    var journeys: [Journey] = []
    ResponderChain()
      .observingJourneys { journeys.append($0) }
      .addingResponder(for: Ping.self, kind: .handleEvent, site: site(1)) { _ in .handled }
      .declaringTriggers([Ping.self], site: site(2))
      .triggerEvent(Ping())
    #expect(journeys.first?.hops.map(\.kind) == [.triggers, .handleEvent])
    #expect(journeys.first?.hops.map(\.action) == [.notHandled, .handled])
    #expect(journeys.first?.path == ["App/Screen.swift:1"])
    #expect(journeys.first?.hops.first?.description == ".triggers at App/Screen.swift:2: Ping not handled")
  }
}
