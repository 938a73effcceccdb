import HierarchyResponderCore
import Testing

/// ARCHITECTURE.md, Bounds: the total work of one top-level dispatch is bounded. A responder that
/// sends two values for each it handles stays under the nesting limit but would
/// double the work at each level (2^64 calls): after 10,000 values sent in one
/// dispatch, one issue is reported and the rest is dropped. One top-level
/// dispatch reports one limit issue at most (nesting or work), then drops silently.
@MainActor
@Suite struct WorkLimitTests {
  @Test func aResponderThatTriggersTwicePerCallIsCutOffAfter10000ValuesWithOneIssue() {
    var calls = 0
    let reference = ChainReference()
    reference.chain = ResponderChain().addingResponder(for: Ping.self, kind: .handleEvent) { ping in
      calls += 1
      // 40 levels: under the nesting limit, 2^41 values without the work limit.
      if ping.id < 40 {
        reference.chain.triggerEvent(Ping(id: ping.id + 1), fileID: "App/Fork.swift", line: 4)
        reference.chain.triggerEvent(Ping(id: ping.id + 1), fileID: "App/Fork.swift", line: 5)
      }
      return .handled
    }
    let messages = issueMessages { reference.chain.triggerEvent(Ping(), fileID: "App/Fork.swift", line: 1) }
    #expect(calls == 10_000)
    #expect(
      messages == [
        "Dropped event Ping: one dispatch sent more than 10000 values. "
          + "A responder probably sends more than one value for each value it handles; "
          + "the values sent after this one in the same dispatch are dropped without another issue."
      ])
  }

  @Test func theWorkLimitIsPerTopLevelDispatch() {
    var pongs = 0
    let reference = ChainReference()
    reference.chain = ResponderChain()
      .addingResponder(for: Pong.self, kind: .handleEvent) { _ in pongs += 1; return .handled }
      .addingResponder(for: Ping.self, kind: .handleEvent) { _ in
        // With the ping itself, exactly 10,000 values in this dispatch: all delivered.
        for _ in 0..<9_999 { reference.chain.triggerEvent(Pong()) }
        return .handled
      }
    let messages = issueMessages {
      reference.chain.triggerEvent(Ping())
      reference.chain.triggerEvent(Ping())
    }
    #expect(messages.isEmpty)
    #expect(pongs == 2 * 9_999)
  }

  @Test func aDispatchThatHitsTheNestingLimitManyTimesReportsOneIssue() {
    var calls = 0
    let reference = ChainReference()
    reference.chain = ResponderChain().addingResponder(for: Ping.self, kind: .handleEvent) { ping in
      calls += 1
      reference.chain.triggerEvent(Ping(id: ping.id + 1), fileID: "App/Fork.swift", line: 9)
      reference.chain.triggerEvent(Ping(id: ping.id + 1), fileID: "App/Fork.swift", line: 9)
      return .handled
    }
    let messages = issueMessages { reference.chain.triggerEvent(Ping()) }
    // Values dropped at the nesting limit count towards the work limit too.
    #expect(calls > 64 && calls < 10_000)
    #expect(
      messages == [
        "Dropped event Ping: responders were nested more than 64 levels deep. "
          + "A responder probably sends the value it is handling."
      ])
  }

  @Test func aDroppedValueEndsItsJourney() {
    var outcomes: [Journey.Outcome] = []
    let reference = ChainReference()
    reference.chain = ResponderChain()
      .observingJourneys { outcomes.append($0.outcome) }
      .addingResponder(for: Ping.self, kind: .handleEvent) { ping in
        if ping.id < 40 {
          reference.chain.triggerEvent(Ping(id: ping.id + 1))
          reference.chain.triggerEvent(Ping(id: ping.id + 1))
        }
        return .handled
      }
    let messages = issueMessages { reference.chain.triggerEvent(Ping()) }
    let handled = outcomes.filter { if case .handled = $0 { true } else { false } }
    let dropped = outcomes.filter {
      if case .dropped(let reason) = $0 { reason.contains("one dispatch sent more than 10000 values") } else { false }
    }
    #expect(messages.count == 1)
    #expect(handled.count == 10_000)
    #expect(!dropped.isEmpty)
    #expect(handled.count + dropped.count == outcomes.count)
  }
}
