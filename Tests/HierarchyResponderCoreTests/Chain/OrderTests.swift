import HierarchyResponderCore
import Testing

/// ARCHITECTURE.md, Order: responders run inner to outer, in the order the modifiers were
/// added; the first that handles stops propagation.
@MainActor
@Suite struct OrderTests {
  @Test func respondersRunInnerToOuterInTheOrderAdded() {
    let log = Log()
    let chain = ResponderChain()
      .addingResponder(for: Ping.self, kind: .handleEvent) { _ in log("A"); return .handled }
      .addingResponder(for: Ping.self, kind: .receiveEvent) { _ in log("B"); return .notHandled }
      .addingResponder(for: Ping.self, kind: .receiveEvent) { _ in log("C"); return .notHandled }
    chain.triggerEvent(Ping())
    #expect(log.entries == ["C", "B", "A"])
  }

  @Test func theFirstResponderThatHandlesStopsPropagation() {
    let log = Log()
    let chain = ResponderChain()
      .addingResponder(for: Ping.self, kind: .handleEvent) { _ in log("A"); return .handled }
      .addingResponder(for: Ping.self, kind: .receiveEvent) { _ in log("B"); return .handled }
      .addingResponder(for: Ping.self, kind: .receiveEvent) { _ in log("C"); return .notHandled }
    let messages = issueMessages { chain.triggerEvent(Ping()) }
    #expect(log.entries == ["C", "B"])
    #expect(messages.isEmpty)
  }

  @Test func aValueTriggeredFromAnIntermediatePositionSkipsTheRespondersInnerToIt() {
    let log = Log()
    let middle = ResponderChain()
      .addingResponder(for: Ping.self, kind: .handleEvent) { _ in log("outer"); return .handled }
      .addingResponder(for: Ping.self, kind: .receiveEvent) { _ in log("middle"); return .notHandled }
    let inner = middle.addingResponder(for: Ping.self, kind: .receiveEvent) { _ in log("inner"); return .notHandled }
    middle.triggerEvent(Ping())
    #expect(log.entries == ["middle", "outer"])
    inner.triggerEvent(Ping())
    #expect(log.entries == ["middle", "outer", "inner", "middle", "outer"])
  }

  @Test func siblingBranchesDoNotSeeEachOthersValues() {
    let log = Log()
    let parent = ResponderChain()
      .addingResponder(for: Ping.self, kind: .handleEvent) { _ in log("parent"); return .handled }
    let left = parent.addingResponder(for: Ping.self, kind: .receiveEvent) { _ in log("left"); return .notHandled }
    _ = parent.addingResponder(for: Ping.self, kind: .receiveEvent) { _ in log("right"); return .notHandled }
    left.triggerEvent(Ping())
    #expect(log.entries == ["left", "parent"])
  }

  @Test func eventsSkipErrorRespondersAndErrorsSkipEventResponders() {
    let log = Log()
    let chain = ResponderChain()
      .addingResponder(for: (any Event).self, kind: .handleEvent) { _ in log("event A"); return .handled }
      .addingResponder(for: (any Error).self, kind: .handleError) { _ in log("error B"); return .handled }
      .addingResponder(for: (any Event).self, kind: .receiveEvent) { _ in log("event C"); return .notHandled }
      .addingResponder(for: (any Error).self, kind: .receiveError) { _ in log("error D"); return .notHandled }
    chain.triggerEvent(Ping())
    #expect(log.entries == ["event C", "event A"])
    chain.reportError(Boom())
    #expect(log.entries == ["event C", "event A", "error D", "error B"])
  }
}
