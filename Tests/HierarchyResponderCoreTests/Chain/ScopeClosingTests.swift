import HierarchyResponderCore
import Testing

/// ARCHITECTURE.md, Lifetime: a cancelled scope is closed. Work that would start in it afterwards
/// (a value still arriving from the chain its owner left) does not run and
/// produces nothing; work started but not begun when the scope was cancelled
/// does not begin.
@MainActor
@Suite struct ScopeClosingTests {
  @Test func aCancelledScopeIsClosed() {
    let scope = ResponderTaskScope()
    #expect(!scope.isClosed)
    scope.cancelAll()
    #expect(scope.isClosed)
  }

  @Test func aValueReachingAResponderWhoseScopeWasCancelledRunsNothingAndTravelsNoFurther() async {
    let log = Log()
    let scope = ResponderTaskScope()
    var journeys: [Journey] = []
    let chain = ResponderChain()
      .observingJourneys { journeys.append($0) }
      .addingResponder(for: (any Event).self, kind: .handleEvent) { event in log("outer \(event)"); return .handled }
      .addingResponder(for: Ping.self, kind: .transformEvent, site: site(7, "Async"), scope: scope) { _ in
        log("transform ran")
        return .event(Pong())
      }
    scope.cancelAll()
    chain.triggerEvent(Ping())
    await scope.waitForAll()
    for _ in 0..<20 { await Task.yield() }
    #expect(log.entries.isEmpty)
    #expect(scope.runningTaskCount == 0)
    #expect(journeys.map(\.outcome) == [.cancelled(at: site(7, "Async"))])
    #expect(journeys.first?.hops.map(\.action) == [.dropped])
  }

  @Test func workStartedButNotBegunWhenTheScopeIsCancelledDoesNotBegin() async {
    let log = Log()
    let scope = ResponderTaskScope()
    let chain = ResponderChain()
      .addingResponder(for: (any Event).self, kind: .handleEvent) { event in log("outer \(event)"); return .handled }
      .addingResponder(for: Ping.self, kind: .handleEvent, scope: scope) { _ in
        log("handler ran")
        return .handled
      }
    chain.triggerEvent(Ping())
    scope.cancelAll()
    for _ in 0..<20 { await Task.yield() }
    #expect(log.entries.isEmpty)
  }

  @Test func anAsyncHandlerThatResendsItsOwnEventStopsWhenItsScopeIsCancelled() async {
    var runs = 0
    let scope = ResponderTaskScope()
    let reference = ChainReference()
    reference.chain = ResponderChain().addingResponder(for: Ping.self, kind: .handleEvent, scope: scope) { ping in
      runs += 1
      reference.chain.triggerEvent(Ping(id: ping.id + 1))
      return .handled
    }
    reference.chain.triggerEvent(Ping())
    await yield(until: { runs >= 3 })
    scope.cancelAll()
    let runsAtCancel = runs
    for _ in 0..<50 { await Task.yield() }
    #expect(runs == runsAtCancel)
    #expect(scope.runningTaskCount == 0)
  }
}
