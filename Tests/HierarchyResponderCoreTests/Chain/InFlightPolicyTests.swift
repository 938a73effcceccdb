import HierarchyResponderCore
import Testing

/// A tap on an asynchronous "Pay" button.
private struct Pay: Event, Equatable { var id = 0 }

/// ARCHITECTURE.md, Work in flight: an asynchronous responder says what a value arriving while its
/// work for a previous one still runs does: run concurrently (the default), stop there (drop
/// the new one), cancel the previous one, or wait its turn. Journeys say which.
@MainActor
@Suite struct InFlightPolicyTests {
  /// A pay screen: an outer responder that logs every `Pay` reaching it, and inside it the
  /// asynchronous responder under test, which logs when its work starts and ends, waits at the
  /// gate of its value (never looking at cancellation) and then passes the value on, so that what
  /// it produces is visible outside.
  @MainActor
  private struct PayScreen {
    let scope = ResponderTaskScope()
    let log = Log()
    let gates = [Gate(), Gate(), Gate()]
    var journeys: [Journey] { recorded.entries }
    private let recorded = JourneyLog()
    let chain: ResponderChain

    init(_ policy: InFlightPolicy) {
      let (log, gates, recorded) = (log, gates, recorded)
      chain = ResponderChain()
        .observingJourneys { recorded.entries.append($0) }
        .addingResponder(for: Pay.self, kind: .handleEvent, site: site(1, "Outer")) { pay in
          log("outer got \(pay.id)")
          return .handled
        }
        .addingResponder(for: Pay.self, kind: .receiveEvent, site: site(2, "Pay"), scope: scope, inFlight: policy) { pay in
          log("start \(pay.id)")
          await gates[pay.id].wait()
          log("end \(pay.id)")
          return .notHandled
        }
    }

    func tap(_ id: Int) { chain.triggerEvent(Pay(id: id)) }

    /// The journeys' outcomes, in the order they ended.
    var outcomes: [String] { journeys.map(\.outcome.description) }
  }

  @MainActor
  private final class JourneyLog {
    var entries: [Journey] = []
  }

  private static let handled = "handled by .handleEvent at Outer (App/Screen.swift:1)"

  @Test func concurrentIsTheDefaultAndRunsBothTapsAtOnce() async {
    let screen = PayScreen(.concurrent)
    screen.tap(0)
    screen.tap(1)
    await yield { screen.log.entries == ["start 0", "start 1"] }
    #expect(screen.scope.runningTaskCount == 2)
    // The second payment ends while the first still runs; each gate opens after the previous
    // work's end was seen, since resumed tasks come back to the main actor in no fixed order.
    screen.gates[1].open()
    await yield { screen.log.entries.count == 4 }
    screen.gates[0].open()
    await screen.scope.waitForAll()
    #expect(screen.log.entries == ["start 0", "start 1", "end 1", "outer got 1", "end 0", "outer got 0"])
    #expect(screen.outcomes == [Self.handled, Self.handled])
  }

  @Test func dropNewStopsTheSecondTapAtTheBusyResponderSoNoSecondPaymentReachesAnOuterHandler() async {
    let screen = PayScreen(.dropNew)
    screen.tap(0)
    screen.tap(1)
    #expect(screen.scope.runningTaskCount == 1)
    #expect(screen.outcomes == ["busy: the responder at Pay (App/Screen.swift:2) still works on a previous one, dropped"])
    #expect(screen.journeys.first?.hops.map(\.description) == [
      ".receiveEvent at Pay (App/Screen.swift:2): Pay busy: dropped, the previous one still runs"
    ])
    screen.gates[0].open()
    await screen.scope.waitForAll()
    #expect(screen.log.entries == ["start 0", "end 0", "outer got 0"])
    #expect(screen.outcomes.last == Self.handled)
    // Once the work ended, the responder takes the next value again.
    screen.gates[2].open()
    screen.tap(2)
    await screen.scope.waitForAll()
    #expect(screen.log.entries.suffix(3) == ["start 2", "end 2", "outer got 2"])
  }

  @Test func cancelPreviousCancelsTheFirstTapsWorkAndDropsItsLateResultEvenWhenTheWorkIgnoresCancellation() async {
    let screen = PayScreen(.cancelPrevious)
    screen.tap(0)
    await yield { screen.log.entries == ["start 0"] }
    screen.tap(1)
    #expect(
      screen.outcomes == ["cancelled: a newer value superseded it at the responder at Pay (App/Screen.swift:2)"],
      "the first tap's journey ends when its work is cancelled")
    await yield { screen.log.entries == ["start 0", "start 1"] }
    // The first work never looks at cancellation: it runs to its end, and what it returns is dropped.
    screen.gates[0].open()
    await yield { screen.log.entries.count == 3 }
    screen.gates[1].open()
    await screen.scope.waitForAll()
    #expect(screen.log.entries == ["start 0", "start 1", "end 0", "end 1", "outer got 1"])
    #expect(screen.outcomes.count == 2)
    #expect(screen.outcomes.last == Self.handled)
  }

  @Test func cancelPreviousCancelsWorkThatDidNotBeginYetBeforeItBegins() async {
    let screen = PayScreen(.cancelPrevious)
    screen.tap(0)
    screen.tap(1)
    screen.gates[1].open()
    await screen.scope.waitForAll()
    #expect(screen.log.entries == ["start 1", "end 1", "outer got 1"])
    #expect(screen.outcomes == [
      "cancelled: a newer value superseded it at the responder at Pay (App/Screen.swift:2)", Self.handled,
    ])
  }

  @Test func enqueueRunsTheSecondTapAfterTheFirstEndedInArrivalOrderAndItsJourneySaysQueued() async {
    let screen = PayScreen(.enqueue)
    screen.tap(0)
    screen.tap(1)
    screen.tap(2)
    await yield { screen.log.entries == ["start 0"] }
    #expect(screen.scope.runningTaskCount == 1, "a queued value holds no task before its turn")
    #expect(screen.scope.waitingCount == 2)
    // The later values are ready first: each still waits for the one before it.
    screen.gates[2].open()
    screen.gates[1].open()
    await Task.yield()
    #expect(screen.log.entries == ["start 0"])
    screen.gates[0].open()
    await screen.scope.waitForAll()
    #expect(
      screen.log.entries == ["start 0", "end 0", "outer got 0", "start 1", "end 1", "outer got 1", "start 2", "end 2", "outer got 2"])
    #expect(screen.outcomes == [Self.handled, Self.handled, Self.handled])
    #expect(screen.journeys.map { $0.hops.first?.action.description } == [
      "suspended (async)", "queued (after the previous one)", "queued (after the previous one)",
    ])
  }

  @Test func cancellingTheScopeWithAQueuePendingCancelsTheRunningWorkAndEveryQueuedValue() async {
    let screen = PayScreen(.enqueue)
    screen.tap(0)
    screen.tap(1)
    screen.tap(2)
    await yield { screen.log.entries == ["start 0"] }
    screen.scope.cancelAll()  // the responder's view was removed
    // The running work's journey ends at once; each queued value's when its task wakes up.
    #expect(screen.outcomes == ["cancelled: the owner of the responder at Pay (App/Screen.swift:2) went away"])
    await yield { screen.outcomes.count == 3 }
    #expect(screen.outcomes == Array(repeating: "cancelled: the owner of the responder at Pay (App/Screen.swift:2) went away", count: 3))
    for gate in screen.gates { gate.open() }
    await yield { screen.log.entries.count == 2 }
    for _ in 0..<10 { await Task.yield() }
    #expect(screen.log.entries == ["start 0", "end 0"], "queued work never begins; the running work's result is dropped")
    #expect(screen.outcomes.count == 3)
  }

  @Test func theFormatterSpellsTheBusyQueuedAndSupersededEndings() async {
    let formatter = JourneyFormatter()
    let busy = PayScreen(.dropNew)
    busy.tap(0)
    busy.tap(1)
    #expect(formatter.lines(for: busy.journeys[0]).suffix(2) == [
      "  Pay        .receiveEvent  Pay dropped (busy)  Screen.swift:2",
      "  => busy: Pay still works on a previous one",
    ])
    let superseded = PayScreen(.cancelPrevious)
    superseded.tap(0)
    superseded.tap(1)
    await yield { superseded.journeys.count == 1 }
    #expect(formatter.lines(for: superseded.journeys[0]).last == "  => cancelled: a newer value superseded it at Pay")
    let queued = PayScreen(.enqueue)
    queued.tap(0)
    queued.tap(1)
    for gate in queued.gates { gate.open() }
    await queued.scope.waitForAll()
    #expect(formatter.lines(for: queued.journeys[1]).contains("  Pay        .receiveEvent  Pay: queued (async)  Screen.swift:2"))
    busy.gates[0].open()
    superseded.gates[1].open()
    await busy.scope.waitForAll()
    await superseded.scope.waitForAll()
  }

  @Test func thePolicyAppliesPerResponderAndSynchronousRespondersAreUnaffected() async {
    let (scope, log, gate) = (ResponderTaskScope(), Log(), Gate())
    let chain = ResponderChain()
      .addingResponder(for: Pay.self, kind: .handleEvent, scope: scope, inFlight: .dropNew) { pay in
        log("outer async \(pay.id)")
        await gate.wait()
        return .handled
      }
      .addingResponder(for: Pay.self, kind: .receiveEvent) { pay in log("sync \(pay.id)"); return .notHandled }
    chain.triggerEvent(Pay(id: 0))
    chain.triggerEvent(Pay(id: 1))
    #expect(log.entries == ["sync 0", "sync 1"])
    await yield { log.entries.count == 3 }
    #expect(log.entries == ["sync 0", "sync 1", "outer async 0"])
    gate.open()
    await scope.waitForAll()
  }

  /// ARCHITECTURE.md, Outcomes and Work in flight: the sender of a second tap learns what the policy did with
  /// it: `busy` under `.dropNew`; under `.cancelPrevious` the first tap's pending outcome ends
  /// `cancelled` at the responder; under `.enqueue` the second tap is pending there until its turn.
  @Test func outcomeOfASecondTapUnderEachPolicy() async {
    let drop = PayScreen(.dropNew)
    guard case .pending(let first) = drop.chain.triggerEvent.send(Pay(id: 0)) else {
      Issue.record("the first tap is not pending")
      return
    }
    guard case .busy(let busy) = drop.chain.triggerEvent.send(Pay(id: 1)) else {
      Issue.record("the second tap under .dropNew is not busy")
      return
    }
    #expect(busy.site.name == "Pay")
    drop.gates[0].open()
    let firstOutcome = await first.outcome
    #expect(firstOutcome.isHandled && firstOutcome.responder?.site.name == "Outer")

    let cancel = PayScreen(.cancelPrevious)
    guard case .pending(let superseded) = cancel.chain.triggerEvent.send(Pay(id: 0)),
      case .pending(let newer) = cancel.chain.triggerEvent.send(Pay(id: 1))
    else {
      Issue.record("a tap under .cancelPrevious is not pending")
      return
    }
    guard case .cancelled(let at) = await superseded.outcome else {
      Issue.record("the superseded tap's outcome is not cancelled")
      return
    }
    #expect(at.site.name == "Pay")
    cancel.gates[1].open()
    #expect(await newer.outcome.isHandled)
    cancel.gates[0].open()
    await cancel.scope.waitForAll()
    #expect(cancel.log.entries.filter { $0.hasPrefix("outer") } == ["outer got 1"])

    let queue = PayScreen(.enqueue)
    _ = queue.chain.triggerEvent.send(Pay(id: 0))
    guard case .pending(let queued) = queue.chain.triggerEvent.send(Pay(id: 1)) else {
      Issue.record("the queued tap is not pending")
      return
    }
    #expect(queued.responder.site.name == "Pay")
    queue.gates[0].open()
    queue.gates[1].open()
    #expect(await queued.outcome.isHandled)
  }
}

/// ARCHITECTURE.md, Work in flight for requests: the same policies, with an outcome for each requester.
@MainActor
@Suite struct InFlightRequestPolicyTests {
  /// An asynchronous responder to `AskName` that waits at the gate of the request's id.
  private func chain(_ policy: InFlightPolicy, scope: ResponderTaskScope, gates: [Gate], log: Log, journeys: JourneyOutcomes)
    -> ResponderChain
  {
    ResponderChain()
      .observingJourneys { journey in
        journeys.entries.append(journey.outcome.description)
        journeys.hops.append(journey.hops.map(\.action.description))
      }
      .addingResponder(to: AskName.self, site: site(4, "Names"), scope: scope, inFlight: policy) { request in
        log("start \(request.id)")
        await gates[request.id].wait()
        log("end \(request.id)")
        return .answer("name \(request.id)")
      }
  }

  @MainActor
  final class JourneyOutcomes {
    var entries: [String] = []
    /// Each journey's hops, as actions in words.
    var hops: [[String]] = []
  }

  @Test func dropNewThrowsRequestNotAnsweredBusyToTheSecondRequesterAndAnswersTheFirst() async throws {
    let (scope, gates, log, journeys) = (ResponderTaskScope(), [Gate(), Gate()], Log(), JourneyOutcomes())
    let chain = chain(.dropNew, scope: scope, gates: gates, log: log, journeys: journeys)
    let first = Task { try await chain.sendRequest(AskName(id: 0)) }
    await yield { log.entries == ["start 0"] }
    let error = await #expect(throws: RequestNotAnswered.self) {
      try await chain.sendRequest(AskName(id: 1), fileID: "App/Pay.swift", line: 9)
    }
    #expect(error?.reason == .busy(at: site(4, "Names")))
    #expect(
      error?.description
        == "AskName (sent at App/Pay.swift:9) was dropped: the responder at Names (App/Screen.swift:4) was still answering a previous one.")
    #expect(journeys.entries == ["busy: the responder at Names (App/Screen.swift:4) still works on a previous one, dropped"])
    gates[0].open()
    #expect(try await first.value == "name 0")
    #expect(log.entries == ["start 0", "end 0"])
  }

  @Test func cancelPreviousGivesThePreviousRequesterACancellationErrorAndAnswersTheNewOne() async throws {
    let (scope, gates, log, journeys) = (ResponderTaskScope(), [Gate(), Gate()], Log(), JourneyOutcomes())
    let chain = chain(.cancelPrevious, scope: scope, gates: gates, log: log, journeys: journeys)
    let first = Task { try await chain.sendRequest(AskName(id: 0)) }
    await yield { log.entries == ["start 0"] }
    let second = Task { try await chain.sendRequest(AskName(id: 1)) }
    await #expect(throws: CancellationError.self) { try await first.value }
    #expect(journeys.entries == ["cancelled: a newer value superseded it at the responder at Names (App/Screen.swift:4)"])
    gates[0].open()
    await yield { log.entries.count == 3 }
    gates[1].open()
    #expect(try await second.value == "name 1")
    await scope.waitForAll()
    #expect(log.entries == ["start 0", "start 1", "end 0", "end 1"], "the first work ignored cancellation; its answer was dropped")
  }

  @Test func enqueueAnswersTheRequestsOneAtATimeInArrivalOrder() async throws {
    let (scope, gates, log, journeys) = (ResponderTaskScope(), [Gate(), Gate()], Log(), JourneyOutcomes())
    let chain = chain(.enqueue, scope: scope, gates: gates, log: log, journeys: journeys)
    let first = Task { try await chain.sendRequest(AskName(id: 0)) }
    await yield { log.entries == ["start 0"] }
    let second = Task { try await chain.sendRequest(AskName(id: 1)) }
    gates[1].open()
    await yield { scope.waitingCount == 1 }
    #expect(scope.runningTaskCount == 1, "the queued request holds no task before its turn")
    #expect(log.entries == ["start 0"])
    gates[0].open()
    #expect(try await first.value == "name 0")
    #expect(try await second.value == "name 1")
    #expect(log.entries == ["start 0", "end 0", "start 1", "end 1"])
    #expect(
      journeys.hops == [["suspended (async)", "handled"], ["queued (after the previous one)", "handled"]],
      "the second request's journey shows its wait; each async hop shows it suspended, as an event's does")
  }

  @Test func removingTheRespondersOwnerWithARequestQueuedGivesEveryRequesterACancellationError() async throws {
    let (scope, gates, log, journeys) = (ResponderTaskScope(), [Gate(), Gate()], Log(), JourneyOutcomes())
    let chain = chain(.enqueue, scope: scope, gates: gates, log: log, journeys: journeys)
    let first = Task { try await chain.sendRequest(AskName(id: 0)) }
    await yield { log.entries == ["start 0"] }
    let second = Task { try await chain.sendRequest(AskName(id: 1)) }
    await yield { scope.waitingCount == 1 }
    #expect(scope.runningTaskCount == 1, "the queued request holds no task before its turn")
    scope.cancelAll()
    await #expect(throws: CancellationError.self) { try await first.value }
    await #expect(throws: CancellationError.self) { try await second.value }
    #expect(journeys.entries == Array(repeating: "cancelled: the owner of the responder at Names (App/Screen.swift:4) went away", count: 2))
    gates[0].open()
    await yield { log.entries == ["start 0", "end 0"] }
    #expect(journeys.entries.count == 2, "the late answer changes nothing")
  }
}
