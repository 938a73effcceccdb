import HierarchyResponderCore
import Testing

// ARCHITECTURE.md, Capability: a position says whether some responder outer to it takes values of
// a type, without sending anything.

private class Shape: Event {}
private final class Circle: Shape {}
private protocol Gesture: Event {}
private struct Swipe: Gesture {}

@MainActor
@Suite("Capability query: hasResponder(for:) (Capability)")
struct HasResponderTests {
  @Test("A typed responder for the type, outer to the position, takes it; one for another type does not")
  func typedResponders() {
    let chain = ResponderChain()
      .addingResponder(for: Ping.self, kind: .handleEvent) { _ in .handled }
      .addingResponder(for: Pong.self, kind: .receiveEvent) { _ in .notHandled }
    #expect(chain.triggerEvent.hasResponder(for: Ping.self))
    #expect(chain.triggerEvent.hasResponder(for: Pong.self))
    #expect(chain.triggerEvent.hasResponder(for: Tap.self) == false)
    #expect(ResponderChain().triggerEvent.hasResponder(for: Ping.self) == false)
  }

  @Test("A responder for a superclass takes a subclass; one for a subclass does not take the superclass")
  func classHierarchy() {
    let shapes = ResponderChain().addingResponder(for: Shape.self, kind: .handleEvent) { _ in .handled }
    let circles = ResponderChain().addingResponder(for: Circle.self, kind: .handleEvent) { _ in .handled }
    #expect(shapes.triggerEvent.hasResponder(for: Circle.self))
    #expect(circles.triggerEvent.hasResponder(for: Shape.self) == false)
  }

  @Test("Untyped responders, bridges and protocol responders may take it; declarations, registrations and observers do not")
  func untypedAndNonResponders() {
    let declarations = ResponderChain()
      .observingJourneys { _ in }
      .registeringHandler(for: [Ping.self])
      .declaringTriggers([Ping.self], level: .disabled)
    #expect(declarations.triggerEvent.hasResponder(for: Ping.self) == false)
    let untyped = ResponderChain().addingResponder(for: (any Event).self, kind: .receiveEvent) { _ in .notHandled }
    #expect(untyped.triggerEvent.hasResponder(for: Ping.self))
    #expect(TriggerEvent { _ in }.hasResponder(for: Ping.self))
    let gestures = ResponderChain().addingResponder(for: (any Gesture).self, kind: .handleEvent) { _ in .handled }
    #expect(gestures.triggerEvent.hasResponder(for: Swipe.self))
  }

  @Test("Error responders do not take events")
  func errorResponders() {
    let chain = ResponderChain().addingResponder(for: (any Error).self, kind: .handleError) { _ in .handled }
    #expect(chain.triggerEvent.hasResponder(for: Ping.self) == false)
  }

  @Test("The query agrees with delivery: the dispatcher reaches a responder exactly when the query says one takes the type")
  func agreesWithDelivery() {
    let log = Log()
    let chain = ResponderChain()
      .addingResponder(for: Shape.self, kind: .handleEvent) { _ in log("shape"); return .handled }
      .addingResponder(for: Ping.self, kind: .handleEvent) { _ in log("ping"); return .handled }
    #expect(chain.triggerEvent.hasResponder(for: Circle.self))
    chain.triggerEvent(Circle())
    #expect(chain.triggerEvent.hasResponder(for: Ping.self))
    chain.triggerEvent(Ping())
    #expect(chain.triggerEvent.hasResponder(for: Pong.self) == false)
    #expect(log.entries == ["shape", "ping"])
  }
}
