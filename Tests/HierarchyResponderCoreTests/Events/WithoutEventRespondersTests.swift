import HierarchyResponderCore
import Testing

// ARCHITECTURE.md, Capability: the layer's test for a window-level position (no event responder at
// or outer to it) is the outward query for any value (`ResponderQuery`), so it counts as a
// responder exactly what `hasResponder(for:)` counts.

@MainActor
@Suite("Capability query: a position without event responders")
struct WithoutEventRespondersTests {
  private func validating(_ chain: ResponderChain) -> ResponderChain {
    ResponderAnchor<EventValidationNode>().update(parent: chain, validating: Ping.self, site: site(1), state: .enabled)
  }

  @Test("Declarations, registrations, validations, observers and other sides' responders are not event responders")
  func nonRespondersDoNotCount() {
    let chain = validating(
      ResponderChain()
        .observingJourneys { _ in }
        .registeringHandler(for: [Ping.self])
        .declaringTriggers([Ping.self], level: .disabled)
        .addingResponder(for: (any Error).self, kind: .handleError) { _ in .handled }
        .addingResponder(to: AskName.self) { _ in .answer("") })
    #expect(chain.isWithoutEventResponders)
    #expect(ResponderChain().isWithoutEventResponders)
    #expect(chain.triggerEvent.hasResponder(for: Ping.self) == false)
  }

  @Test("A typed, untyped, capture or fallback event responder of any type counts, as hasResponder(for:) counts it")
  func everyEventResponderCounts() {
    let responders: [ResponderChain] = [
      ResponderChain().addingResponder(for: Pong.self, kind: .handleEvent) { _ in .handled },
      ResponderChain().addingResponder(for: (any Event).self, kind: .receiveEvent) { _ in .notHandled },
      ResponderChain().addingResponder(for: Pong.self, kind: .handleEvent, phase: .capture) { _ in .handled },
      ResponderChain().addingResponder(for: Pong.self, kind: .handleEvent, phase: .fallback) { _ in .handled },
    ]
    for chain in responders {
      // Behind the nodes that are not responders, the responder is still found.
      let position = validating(chain.declaringTriggers([Pong.self], level: .disabled).registeringHandler(for: [Ping.self]))
      #expect(position.isWithoutEventResponders == false)
      #expect(position.triggerEvent.hasResponder(for: Pong.self))
    }
  }
}
