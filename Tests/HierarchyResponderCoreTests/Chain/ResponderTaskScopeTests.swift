import HierarchyResponderCore
import Testing

/// ARCHITECTURE.md, Lifetime: asynchronous responders. The chain continues outward when the
/// closure returns; once its scope is cancelled nothing the work produces
/// travels on; finished work is released at once.
@MainActor
@Suite struct ResponderTaskScopeTests {
  /// What an asynchronous responder produces when its closure returns.
  enum Product: String, CaseIterable, Sendable {
    case passedOn, transformedEvent, thrownError, repliedError, caughtEvent

    /// What the outer responders log when the product travels on.
    var travelledAs: String {
      switch self {
      case .passedOn: "event Ping(id: 0)"
      case .transformedEvent: "event Pong(id: 0)"
      case .thrownError: "error Boom(id: 1)"
      case .repliedError: "error Oops()"
      case .caughtEvent: "event Tap()"
      }
    }
  }

  /// Outer handlers that log everything, and inside them an asynchronous
  /// responder that waits at `gate`, then produces `product`. Returns the
  /// position to send from, and the sender.
  private func chain(
    producing product: Product, scope: ResponderTaskScope, gate: Gate, log: Log
  ) -> () -> Void {
    let outer = ResponderChain()
      .addingResponder(for: (any Event).self, kind: .handleEvent) { event in log("event \(event)"); return .handled }
      .addingResponder(for: (any Error).self, kind: .handleError) { error in log("error \(error)"); return .handled }
    if product == .caughtEvent {
      let chain = outer.addingResponder(for: Boom.self, kind: .catchError, scope: scope) { _ in
        await gate.wait()
        log("returned")
        return .event(Tap())
      }
      return { chain.reportError(Boom()) }
    }
    let chain = outer.addingResponder(for: Ping.self, kind: .transformEvent, scope: scope) { _ in
      await gate.wait()
      log("returned")
      switch product {
      case .passedOn: return .notHandled
      case .transformedEvent: return .event(Pong())
      case .thrownError: throw Boom(id: 1)
      case .repliedError: return .error(Oops())
      case .caughtEvent: return .handled
      }
    }
    return { chain.triggerEvent(Ping()) }
  }

  @Test(arguments: Product.allCases)
  func whatTheWorkProducesTravelsOnWhenTheClosureReturns(_ product: Product) async {
    let (scope, gate, log) = (ResponderTaskScope(), Gate(), Log())
    let send = chain(producing: product, scope: scope, gate: gate, log: log)
    send()
    #expect(log.entries.isEmpty, "the closure runs in a task, after the trigger returned")
    await yield { gate.waitingCount == 1 }
    #expect(scope.runningTaskCount == 1)
    #expect(log.entries.isEmpty, "the chain waits for the closure")
    gate.open()
    await scope.waitForAll()
    #expect(log.entries == ["returned", product.travelledAs])
    #expect(scope.runningTaskCount == 0)
  }

  @Test(arguments: Product.allCases)
  func afterCancellationNothingTheWorkProducesTravelsOn(_ product: Product) async {
    let (scope, gate, log) = (ResponderTaskScope(), Gate(), Log())
    let send = chain(producing: product, scope: scope, gate: gate, log: log)
    let messages = await issueMessages {
      send()
      await yield { gate.waitingCount == 1 }
      scope.cancelAll()
      #expect(scope.runningTaskCount == 0)
      gate.open()
      // The closure's task ends without suspending after the closure returns.
      await yield { log.entries == ["returned"] }
      await Task.yield()
    }
    #expect(log.entries == ["returned"])
    #expect(messages.isEmpty)
  }

  @Test func cancellingOneScopeLeavesTheWorkOfOtherScopesRunning() async {
    let (cancelled, kept, gate, log) = (ResponderTaskScope(), ResponderTaskScope(), Gate(), Log())
    let parent = ResponderChain()
      .addingResponder(for: Ping.self, kind: .handleEvent) { ping in log("parent \(ping.id)"); return .handled }
    let left = parent.addingResponder(for: Ping.self, kind: .receiveEvent, scope: cancelled) { _ in
      await gate.wait()
      return .notHandled
    }
    let right = parent.addingResponder(for: Ping.self, kind: .receiveEvent, scope: kept) { _ in
      await gate.wait()
      return .notHandled
    }
    left.triggerEvent(Ping(id: 1))
    right.triggerEvent(Ping(id: 2))
    await yield { gate.waitingCount == 2 }
    cancelled.cancelAll()
    gate.open()
    await kept.waitForAll()
    await yield { log.entries == ["parent 2"] }
    #expect(kept.runningTaskCount == 0)
  }

  @Test func finishedWorkIsReleasedWithoutWaitingForIt() async {
    let (scope, log) = (ResponderTaskScope(), Log())
    let chain = ResponderChain()
      .addingResponder(for: Ping.self, kind: .handleEvent, scope: scope) { ping in log("\(ping.id)"); return .handled }
    for id in 0..<50 { chain.triggerEvent(Ping(id: id)) }
    #expect(scope.runningTaskCount == 50)
    await yield { log.entries.count == 50 }
    await yield { scope.runningTaskCount == 0 }
    #expect(log.entries == (0..<50).map { "\($0)" })
  }

  @Test func waitForAllAlsoWaitsForWorkStartedByTheWork() async {
    let (scope, log) = (ResponderTaskScope(), Log())
    let chain = ResponderChain()
      .addingResponder(for: Pong.self, kind: .handleEvent, scope: scope) { _ in
        await Task.yield()
        log("outer")
        return .handled
      }
      .addingResponder(for: Ping.self, kind: .transformEvent, scope: scope) { _ in
        await Task.yield()
        log("inner")
        return .event(Pong())
      }
    chain.triggerEvent(Ping())
    await scope.waitForAll()
    #expect(log.entries == ["inner", "outer"])
    #expect(scope.runningTaskCount == 0)
  }

  @Test func anErrorThrownByAnAsyncResponderReachesOnlyErrorRespondersOuterToIt() async {
    let (scope, log) = (ResponderTaskScope(), Log())
    let chain = ResponderChain()
      .addingResponder(for: Boom.self, kind: .handleError) { boom in log("outer \(boom.id)"); return .handled }
      .addingResponder(for: Ping.self, kind: .handleEvent, scope: scope) { ping in throw Boom(id: ping.id) }
      .addingResponder(for: Boom.self, kind: .handleError) { _ in log("inner"); return .handled }
    chain.triggerEvent(Ping(id: 3))
    await scope.waitForAll()
    #expect(log.entries == ["outer 3"])
  }

  @Test func aValueUnhandledAfterAnAsyncResponderIsReportedOnceAtTheRoot() async {
    let scope = ResponderTaskScope()
    let chain = ResponderChain()
      .addingResponder(for: Ping.self, kind: .receiveEvent, scope: scope) { _ in .notHandled }
    let messages = await issueMessages {
      chain.triggerEvent(Ping(), fileID: "App/Async.swift", line: 2)
      await scope.waitForAll()
    }
    #expect(
      messages == [
        "Unhandled event Ping: no responder handled it. "
          + "Add .handleEvent(Ping.self) { … } to an ancestor view."
      ])
  }
}
