import HierarchyResponderCore
import Testing

// Defect 3: a journey observer that sends into the subtree it watches runs
// inside the nesting and work limits like a responder (ARCHITECTURE.md, Bounds),
// so it cannot recurse without bound at the nesting limit.

@MainActor
@Suite struct ObserverReentrancyTests {
  @Test("Defect 3: an observer that triggers into its own subtree is stopped by the nesting limit")
  func defect3AnObserverThatTriggersDoesNotOverflowTheStack() {
    let reference = ChainReference()
    var observed = 0
    var handled = 0
    reference.chain = ResponderChain()
      .observingJourneys { _ in
        observed += 1
        reference.chain.triggerEvent(Ping(), fileID: "App/Analytics.swift", line: 9)
      }
      .addingResponder(for: Ping.self, kind: .handleEvent) { _ in
        handled += 1
        return .handled
      }
    let messages = issueMessages { reference.chain.triggerEvent(Ping(), fileID: "App/Analytics.swift", line: 1) }
    #expect(
      messages == [
        "Dropped event Ping: responders were nested more than 64 levels deep. "
          + "A responder probably sends the value it is handling."
      ])
    #expect(handled == 64)
    // 64 handled journeys and the one dropped at the limit; the value its
    // observer sends is dropped one level past the limit, where journeys are
    // not delivered.
    #expect(observed == 65)
  }

  @Test("Defect 3: an observer that reports an error for every dropped journey stays bounded")
  func defect3AnObserverThatReportsOnEveryDropStaysBounded() {
    let reference = ChainReference()
    var observed = 0
    reference.chain = ResponderChain()
      .observingJourneys { _ in
        observed += 1
        reference.chain.reportError(Boom())
      }
      .addingResponder(for: Boom.self, kind: .handleError) { _ in .handled }
    let messages = issueMessages { reference.chain.reportError(Boom()) }
    #expect(messages.count == 1)
    #expect(observed == 65)
  }
}
