import HierarchyResponderCore
import Testing

/// `TriggerEvent`: sends from its chain's position; the closure form (for
/// previews and tests) receives every event.
@MainActor
@Suite struct TriggerEventTests {
  @Test func aTriggerSendsFromItsChainsPosition() {
    let log = Log()
    let chain = ResponderChain()
      .addingResponder(for: Ping.self, kind: .handleEvent) { ping in log("handled \(ping.id)"); return .handled }
    let trigger = TriggerEvent(chain: chain)
    trigger(Ping(id: 2))
    #expect(log.entries == ["handled 2"])
    #expect(chain.triggerEvent.chain.node === chain.node)
  }

  @Test func theClosureFormReceivesEveryEventAndHandlesIt() {
    let log = Log()
    let trigger = TriggerEvent { event in log("\(event)") }
    let messages = issueMessages {
      trigger(Ping(id: 1))
      trigger(Tap())
    }
    #expect(log.entries == ["Ping(id: 1)", "Tap()"])
    #expect(messages.isEmpty)
  }
}
