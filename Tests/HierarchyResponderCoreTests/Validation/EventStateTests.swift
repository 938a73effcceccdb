import HierarchyResponderCore
import Testing

// ARCHITECTURE.md, Validation: the first responder on the path that takes a type decides the state
// of the commands that send it (AppKit's `validateMenuItem(_:)`, Flutter's `Action.isEnabled`).

@MainActor
@Suite("Validation: eventState(for:) (Validation)")
struct EventStateTests {
  /// `chain` with a validation of `Value` declaring `state` in front.
  private func validating<Value>(_ chain: ResponderChain, _ type: Value.Type, _ state: EventState) -> ResponderChain {
    ResponderAnchor<EventValidationNode>().update(parent: chain, validating: type, site: site(1), state: state)
  }

  @Test("No responder takes the type: no state; a responder without validation: enabled")
  func withoutValidation() {
    let chain = ResponderChain().addingResponder(for: Ping.self, kind: .handleEvent) { _ in .handled }
    #expect(chain.triggerEvent.eventState(for: Ping.self) == .enabled)
    #expect(chain.triggerEvent.eventState(for: Pong.self) == nil)
    #expect(ResponderChain().triggerEvent.eventState(for: Ping.self) == nil)
  }

  @Test("A validation inside the first responder that takes the type decides its state")
  func validationInsideTheResponderDecides() {
    let screen = ResponderChain().addingResponder(for: Ping.self, kind: .handleEvent) { _ in .handled }
    let state = EventState(isEnabled: false, isOn: true, title: "Unping")
    #expect(validating(screen, Ping.self, state).triggerEvent.eventState(for: Ping.self) == state)
    // A validation of another type says nothing about this one.
    #expect(validating(screen, Pong.self, state).triggerEvent.eventState(for: Ping.self) == .enabled)
  }

  @Test("An inner responder that disables wins over an outer one that enables; a validation outer to the first responder does not count")
  func firstResponderDecides() {
    let window = ResponderChain().addingResponder(for: Ping.self, kind: .handleEvent) { _ in .handled }
    let row = validating(window, Ping.self, EventState(isEnabled: false))
      .addingResponder(for: Ping.self, kind: .receiveEvent) { _ in .notHandled }
    // The row's own responder (no validation of its own) is the first: enabled.
    #expect(row.triggerEvent.eventState(for: Ping.self) == .enabled)
    let disabledRow = validating(row, Ping.self, EventState(isEnabled: false))
    #expect(disabledRow.triggerEvent.eventState(for: Ping.self)?.isEnabled == false)
  }

  @Test("A validation without a responder outer to it enables nothing")
  func validationWithoutResponder() {
    let chain = validating(ResponderChain(), Ping.self, EventState(isEnabled: true))
    #expect(chain.triggerEvent.eventState(for: Ping.self) == nil)
  }

  @Test("Validations respond to nothing: an event a view triggers directly is delivered whatever they say")
  func validationDoesNotStopDelivery() {
    var handled = 0
    let screen = ResponderChain().addingResponder(for: Ping.self, kind: .handleEvent) { _ in
      handled += 1
      return .handled
    }
    validating(screen, Ping.self, EventState(isEnabled: false)).triggerEvent(Ping())
    #expect(handled == 1)
  }
}
