import HierarchyResponderCore
import Testing

/// ARCHITECTURE.md, Safety: `.triggers` / `.reports` declarations, explicit responders, and the
/// safety levels.
@MainActor
@Suite struct SafetyDeclarationTests {
  /// Outer responders that handle everything, typed for `Ping`/`Boom`, untyped otherwise.
  private func handledEverywhere(_ log: Log) -> ResponderChain {
    ResponderChain()
      .addingResponder(for: (any Event).self, kind: .handleEvent) { event in log("untyped \(event)"); return .handled }
      .addingResponder(for: (any Error).self, kind: .handleError) { error in log("untyped \(error)"); return .handled }
      .addingResponder(for: Ping.self, kind: .receiveEvent) { ping in log("typed \(ping)"); return .notHandled }
      .addingResponder(for: Boom.self, kind: .receiveError) { boom in log("typed \(boom)"); return .notHandled }
  }

  // MARK: undeclared types

  @Test func anUndeclaredEventPassingADeclarationIsAnInfraction() {
    let log = Log()
    let chain = handledEverywhere(log).declaringTriggers([Ping.self, Pong.self], site: site(10))
    let messages = issueMessages { chain.triggerEvent(Tap(), fileID: "App/Button.swift", line: 1) }
    #expect(
      messages == [
        "Tap (triggered at App/Button.swift:1) passed this .triggers declaration, which does not list it "
          + "(declared: Ping, Pong). Add Tap.self to the declaration."
      ])
    #expect(log.entries == ["untyped Tap()"], "relaxed: the event goes on")
  }

  @Test func anUndeclaredErrorPassingADeclarationIsAnInfraction() {
    let log = Log()
    let chain = handledEverywhere(log).declaringReports([Boom.self], site: site(11))
    let messages = issueMessages { chain.reportError(Oops(), fileID: "App/Save.swift", line: 2) }
    #expect(
      messages == [
        "Oops (reported at App/Save.swift:2) passed this .reports declaration, which does not list it "
          + "(declared: Boom). Add Oops.self to the declaration."
      ])
    #expect(log.entries == ["untyped Oops()"])
  }

  @Test func aDeclaredValueWithATypedResponderAboveIsFine() {
    let log = Log()
    let chain = handledEverywhere(log)
      .declaringTriggers([Ping.self])
      .declaringReports([Boom.self])
    let messages = issueMessages {
      chain.triggerEvent(Ping())
      chain.reportError(Boom())
    }
    #expect(messages.isEmpty)
    #expect(log.entries == ["typed Ping(id: 0)", "untyped Ping(id: 0)", "typed Boom(id: 0)", "untyped Boom(id: 0)"])
  }

  @Test func aValueSentOutsideADeclarationIsNotChecked() {
    let outside = handledEverywhere(Log())
    _ = outside.declaringTriggers([Ping.self])
    let messages = issueMessages { outside.triggerEvent(Tap()) }
    #expect(messages.isEmpty)
  }

  // MARK: nesting

  @Test func nestedTriggersDeclarationsAddUp() {
    let between = handledEverywhere(Log())
      .addingResponder(for: Pong.self, kind: .handleEvent) { _ in .handled }
      .declaringTriggers([Pong.self], site: site(20))
      .addingResponder(for: Pong.self, kind: .receiveEvent) { _ in .notHandled }
    let inside = between.declaringTriggers([Ping.self], site: site(21))
    let messages = issueMessages {
      inside.triggerEvent(Ping())  // listed inside, so allowed by the outer declaration
      between.triggerEvent(Pong())
    }
    #expect(messages.isEmpty)
  }

  @Test func nestedReportsDeclarationsAddUp() {
    let between = handledEverywhere(Log())
      .addingResponder(for: Oops.self, kind: .handleError) { _ in .handled }
      .declaringReports([Oops.self], site: site(30))
    let inside = between.declaringReports([Boom.self], site: site(31))
    let messages = issueMessages {
      inside.reportError(Boom())
      between.reportError(Oops())
    }
    #expect(messages.isEmpty)
  }

  @Test func aTypeThatNoNestedDeclarationListsIsAnInfractionAtEachDeclaration() {
    let inside = handledEverywhere(Log())
      .declaringReports([Oops.self], requiresExplicitResponders: false, site: site(30))
      .declaringReports([Boom.self], site: site(31))
    let messages = issueMessages { inside.reportError(Oops(), fileID: "App/Save.swift", line: 2) }
    #expect(
      messages == [
        "Oops (reported at App/Save.swift:2) passed this .reports declaration, which does not list it "
          + "(declared: Boom). Add Oops.self to the declaration."
      ],
      "the inner declaration misses it; the outer one lists it")
    let messagesForTap = issueMessages {
      handledEverywhere(Log())
        .declaringTriggers([Pong.self], site: site(40))
        .declaringTriggers([Ping.self], site: site(41))
        .triggerEvent(Tap(), fileID: "App/Button.swift", line: 1)
    }
    #expect(
      messagesForTap == [
        "Tap (triggered at App/Button.swift:1) passed this .triggers declaration, which does not list it "
          + "(declared: Ping). Add Tap.self to the declaration.",
        "Tap (triggered at App/Button.swift:1) passed this .triggers declaration, which does not list it "
          + "(declared: Pong). Add Tap.self to the declaration.",
      ])
  }

  // MARK: explicit responders

  @Test func aDeclaredEventWithOnlyUntypedRespondersAboveIsAnInfraction() {
    let chain = ResponderChain()
      .addingResponder(for: (any Event).self, kind: .handleEvent) { _ in .handled }
      .declaringTriggers([Pong.self], site: site(50))
    let messages = issueMessages { chain.triggerEvent(Pong(), fileID: "App/Button.swift", line: 1) }
    #expect(
      messages == [
        "Pong (triggered at App/Button.swift:1) is declared by this .triggers, but no responder above it names Pong. "
          + "Add .handleEvent(Pong.self) { … } to an ancestor view, or use .requireExplicitResponders(false)."
      ])
  }

  @Test func aDeclaredErrorWithOnlyUntypedRespondersAboveIsAnInfraction() {
    let chain = ResponderChain()
      .addingResponder(for: (any Event).self, kind: .handleEvent) { _ in .handled }
      .addingResponder(for: (any Error).self, kind: .catchError) { _ in .event(Tap()) }
      .declaringReports([Oops.self], site: site(51))
    let messages = issueMessages { chain.reportError(Oops(), fileID: "App/Save.swift", line: 2) }
    #expect(
      messages == [
        "Oops (reported at App/Save.swift:2) is declared by this .reports, but no responder above it names Oops. "
          + "Add .handleError(Oops.self) { … } to an ancestor view, or use .requireExplicitResponders(false)."
      ])
  }

  @Test func aSpyThatHandlesIsAnExplicitResponderForEveryDeclaredType() {
    let spy = ResponderSpy()
    let chain = ResponderChain()
      .addingSpy(spy)
      .declaringTriggers([Pong.self], site: site(52))
      .declaringReports([Oops.self], site: site(53))
    let messages = issueMessages {
      chain.triggerEvent(Pong(), fileID: "App/Button.swift", line: 1)
      chain.reportError(Oops(), fileID: "App/Save.swift", line: 2)
    }
    #expect(messages.isEmpty)
    #expect(spy.records.count == 2)
  }

  @Test func aSpyThatPassesValuesOnIsNoExplicitResponder() {
    let chain = ResponderChain()
      .addingResponder(for: (any Event).self, kind: .handleEvent) { _ in .handled }
      .addingSpy(ResponderSpy(passValuesOn: true))
      .declaringTriggers([Pong.self], site: site(54))
    let messages = issueMessages { chain.triggerEvent(Pong(), fileID: "App/Button.swift", line: 1) }
    #expect(
      messages == [
        "Pong (triggered at App/Button.swift:1) is declared by this .triggers, but no responder above it names Pong. "
          + "Add .handleEvent(Pong.self) { … } to an ancestor view, or use .requireExplicitResponders(false)."
      ])
  }

  @Test func explicitRespondersAreNotRequiredWhenTurnedOff() {
    let chain = ResponderChain()
      .addingResponder(for: (any Event).self, kind: .handleEvent) { _ in .handled }
      .addingResponder(for: (any Error).self, kind: .handleError) { _ in .handled }
      .declaringTriggers([Pong.self], requiresExplicitResponders: false)
      .declaringReports([Oops.self], requiresExplicitResponders: false)
    let messages = issueMessages {
      chain.triggerEvent(Pong())
      chain.reportError(Oops())
    }
    #expect(messages.isEmpty)
  }

  @Test func aTypedResponderInnerToTheDeclarationDoesNotCount() {
    let chain = ResponderChain()
      .addingResponder(for: (any Event).self, kind: .handleEvent) { _ in .handled }
      .declaringTriggers([Pong.self], site: site(52))
      .addingResponder(for: Pong.self, kind: .receiveEvent) { _ in .notHandled }
    let messages = issueMessages { chain.triggerEvent(Pong(), fileID: "App/Button.swift", line: 1) }
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("Pong (triggered at App/Button.swift:1) is declared by this .triggers") == true)
  }

  @Test func aTypedResponderForAnotherTypeDoesNotCount() {
    let chain = ResponderChain()
      .addingResponder(for: (any Event).self, kind: .handleEvent) { _ in .handled }
      .addingResponder(for: Ping.self, kind: .handleEvent) { _ in .handled }
      .declaringTriggers([Pong.self], site: site(53))
    let messages = issueMessages { chain.triggerEvent(Pong()) }
    #expect(messages.count == 1)
  }

  @Test func aTypedCatchCountsAsAnExplicitResponder() {
    let chain = ResponderChain()
      .addingResponder(for: (any Event).self, kind: .handleEvent) { _ in .handled }
      .addingResponder(for: Oops.self, kind: .catchError) { _ in .event(Tap()) }
      .declaringReports([Oops.self])
    let messages = issueMessages { chain.reportError(Oops()) }
    #expect(messages.isEmpty)
  }

  // MARK: levels

  @Test func theDefaultLevelIsRelaxed() {
    #expect(ResponderSafetyLevel.default == .relaxed)
  }

  @Test func aRelaxedInfractionIsAnIssueAndTheValueGoesOn() {
    let log = Log()
    let chain = handledEverywhere(log).declaringTriggers([Pong.self], level: .relaxed)
    var stops: [String] = []
    let messages = issueMessages { stops = fatalStops { chain.triggerEvent(Tap(), fileID: "App/Button.swift", line: 1) } }
    #expect(messages.count == 1)
    #expect(stops.isEmpty)
    #expect(log.entries == ["untyped Tap()"])
  }

  @Test func aStrictInfractionStopsTheProgramAndDropsTheValue() {
    let log = Log()
    var journeys: [Journey] = []
    let chain = handledEverywhere(log)
      .observingJourneys { journeys.append($0) }
      .declaringTriggers([Pong.self], level: .strict, site: site(60))
    let expected =
      "Tap (triggered at App/Button.swift:1) passed this .triggers declaration, which does not list it "
      + "(declared: Pong). Add Tap.self to the declaration."
    var stops: [String] = []
    let messages = issueMessages { stops = fatalStops { chain.triggerEvent(Tap(), fileID: "App/Button.swift", line: 1) } }
    #expect(stops == [expected])
    #expect(messages.isEmpty)
    #expect(log.entries.isEmpty)
    #expect(journeys.map(\.outcome) == [.dropped(reason: expected)])
    #expect(journeys.first?.hops.last?.action == .dropped)
  }

  @Test func aStrictMissingExplicitResponderStopsTheProgram() {
    let log = Log()
    let chain = handledEverywhere(log).declaringReports([Oops.self], level: .strict, site: site(61))
    var stops: [String] = []
    let messages = issueMessages { stops = fatalStops { chain.reportError(Oops(), fileID: "App/Save.swift", line: 2) } }
    #expect(
      stops == [
        "Oops (reported at App/Save.swift:2) is declared by this .reports, but no responder above it names Oops. "
          + "Add .handleError(Oops.self) { … } to an ancestor view, or use .requireExplicitResponders(false)."
      ])
    #expect(messages.isEmpty)
    #expect(log.entries.isEmpty)
  }

  @Test func aDisabledDeclarationChecksNothing() {
    let log = Log()
    let chain = handledEverywhere(log)
      .declaringTriggers([Pong.self], level: .disabled)
      .declaringReports([Oops.self], level: .disabled)
    var stops: [String] = []
    let messages = issueMessages {
      stops = fatalStops {
        chain.triggerEvent(Tap())
        chain.reportError(Oops())
      }
    }
    #expect(messages.isEmpty)
    #expect(stops.isEmpty)
    #expect(log.entries == ["untyped Tap()", "untyped Oops()"])
  }
}
