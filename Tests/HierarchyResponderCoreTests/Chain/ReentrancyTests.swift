import HierarchyResponderCore
import Testing

/// ARCHITECTURE.md, Bounds: responders may trigger or report while handling; nesting deeper
/// than 64 levels is reported and dropped: no stack overflow, no hang.
@MainActor
@Suite struct ReentrancyTests {
  /// A chain whose only responder triggers the event it handles from its own position.
  private func selfTriggeringChain(countingIn counter: Log) -> ResponderChain {
    let reference = ChainReference()
    reference.chain = ResponderChain().addingResponder(for: Ping.self, kind: .handleEvent) { ping in
      counter("\(ping.id)")
      reference.chain.triggerEvent(Ping(id: ping.id + 1), fileID: "App/Loop.swift", line: 3)
      return .handled
    }
    return reference.chain
  }

  @Test func aResponderThatRetriggersItsOwnEventIsDroppedAfter64Levels() {
    let calls = Log()
    let chain = selfTriggeringChain(countingIn: calls)
    let messages = issueMessages { chain.triggerEvent(Ping(), fileID: "App/Loop.swift", line: 1) }
    #expect(calls.entries == (0..<64).map { "\($0)" })
    #expect(
      messages == [
        "Dropped event Ping: responders were nested more than 64 levels deep. "
          + "A responder probably sends the value it is handling."
      ])
  }

  @Test func aResponderThatReportsItsOwnErrorAgainIsDroppedAfter64Levels() {
    var calls = 0
    let reference = ChainReference()
    reference.chain = ResponderChain().addingResponder(for: Boom.self, kind: .receiveError) { boom in
      calls += 1
      reference.chain.reportError(boom, fileID: "App/Retry.swift", line: 6)
      return .handled
    }
    let messages = issueMessages { reference.chain.reportError(Boom()) }
    #expect(calls == 64)
    #expect(
      messages == [
        "Dropped error Boom: responders were nested more than 64 levels deep. "
          + "A responder probably sends the value it is handling."
      ])
  }

  @Test func theNestingLimitIsRestoredAfterADrop() {
    let calls = Log()
    let chain = selfTriggeringChain(countingIn: calls)
    let messages = issueMessages {
      chain.triggerEvent(Ping())
      chain.triggerEvent(Ping())
    }
    #expect(calls.entries.count == 128)
    #expect(messages.count == 2)
  }

  @Test func nestingBelowTheLimitIsDeliveredWithoutAnIssue() {
    let log = Log()
    let reference = ChainReference()
    reference.chain = ResponderChain().addingResponder(for: Ping.self, kind: .handleEvent) { ping in
      log("\(ping.id)")
      if ping.id < 62 { reference.chain.triggerEvent(Ping(id: ping.id + 1)) }
      return .handled
    }
    let messages = issueMessages { reference.chain.triggerEvent(Ping()) }
    #expect(log.entries.count == 63)
    #expect(messages.isEmpty)
  }
}
