import HierarchyResponderCore
import Testing

/// ARCHITECTURE.md, Synchronous: with synchronous responders, a value is delivered (or dropped)
/// before the trigger returns, on the main actor, in a deterministic order.
@MainActor
@Suite struct SynchronousDeliveryTests {
  @Test func anEventIsDeliveredBeforeTriggerEventReturns() {
    let log = Log()
    let chain = ResponderChain()
      .addingResponder(for: Ping.self, kind: .handleEvent) { ping in
        MainActor.assertIsolated()
        log("handled \(ping.id)")
        return .handled
      }
    log("before")
    chain.triggerEvent(Ping(id: 1))
    log("after")
    #expect(log.entries == ["before", "handled 1", "after"])
  }

  @Test func anErrorIsDeliveredBeforeReportErrorReturns() {
    let log = Log()
    let chain = ResponderChain()
      .addingResponder(for: Boom.self, kind: .handleError) { boom in log("handled \(boom.id)"); return .handled }
    chain.reportError(Boom(id: 4))
    log("after")
    #expect(log.entries == ["handled 4", "after"])
  }

  @Test func severalTriggersAreDeliveredInTheOrderTheyWereMade() {
    let log = Log()
    let chain = ResponderChain()
      .addingResponder(for: Ping.self, kind: .handleEvent) { ping in log("outer \(ping.id)"); return .handled }
      .addingResponder(for: Ping.self, kind: .receiveEvent) { ping in log("inner \(ping.id)"); return .notHandled }
    for id in 1...3 {
      chain.triggerEvent(Ping(id: id))
      log("returned \(id)")
    }
    #expect(
      log.entries == [
        "inner 1", "outer 1", "returned 1",
        "inner 2", "outer 2", "returned 2",
        "inner 3", "outer 3", "returned 3",
      ])
  }

  @Test func aNestedTriggerIsDeliveredCompletelyBeforeTheOuterValueContinues() {
    let log = Log()
    let root = ResponderChain()
      .addingResponder(for: (any Event).self, kind: .handleEvent) { event in log("root \(event)"); return .handled }
    let chain = root.addingResponder(for: (any Event).self, kind: .receiveEvent) { event in
      log("middle \(event)")
      if let ping = event as? Ping, ping.id < 2 {
        root.triggerEvent(Ping(id: ping.id + 1))
        log("middle continues \(ping.id)")
      }
      return .notHandled
    }
    .addingResponder(for: (any Event).self, kind: .receiveEvent) { event in log("inner \(event)"); return .notHandled }
    chain.triggerEvent(Ping(id: 0))
    // The nested trigger starts at `root`'s position, outside the middle responder.
    #expect(
      log.entries == [
        "inner Ping(id: 0)", "middle Ping(id: 0)",
        "root Ping(id: 1)",
        "middle continues 0",
        "root Ping(id: 0)",
      ])
  }

  @Test func aNestedTriggerFromAnInnerPositionRevisitsTheWholeChainFirst() {
    let log = Log()
    var innerChain = ResponderChain()
    let chain = ResponderChain()
      .addingResponder(for: Pong.self, kind: .handleEvent) { _ in log("outer Pong"); return .handled }
      .addingResponder(for: Ping.self, kind: .handleEvent) { _ in
        log("middle Ping")
        innerChain.triggerEvent(Pong())
        log("middle done")
        return .handled
      }
      .addingResponder(for: (any Event).self, kind: .receiveEvent) { event in log("inner \(event)"); return .notHandled }
    innerChain = chain
    chain.triggerEvent(Ping())
    #expect(log.entries == ["inner Ping(id: 0)", "middle Ping", "inner Pong(id: 0)", "outer Pong", "middle done"])
  }
}
