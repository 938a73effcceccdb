import HierarchyResponderCore
import Testing

// Trip state travels with its trip, never in a static: the undo or redo trip is recorded in the
// journey of the value Undo sent and in no other; the hint of an unhandled value names only the
// responders of the hierarchy at work (ARCHITECTURE.md, Journeys and Undo).

private struct Erase: Event {}
private struct Erased: Event {}

@MainActor
@Suite("Trip state: undo trips and unreachable-responder scopes")
struct TripStateTests {
  @Test("An undo trip is recorded in its own journey only: not in a trip its responder starts, nor in a later one")
  func undoTripStaysInItsTrip() throws {
    var journeys: [Journey] = []
    let observed = ResponderChain().observingJourneys { journeys.append($0) }
      .addingResponder(for: Erased.self, kind: .handleEvent, site: site(2, "Log")) { _ in .handled }
    var inner: ResponderChain?
    let position = observed.addingResponder(for: Erase.self, kind: .handleEvent, site: site(3, "Editor")) { _ in
      inner?.triggerEvent(Erased())
      return .handled
    }
    inner = position
    let node = try #require(position.node)
    let outcome = UndoTrip(.undo, actionName: "Erase").send(Erase(), from: node)
    position.triggerEvent(Erase())
    #expect(outcome.isHandled)
    // The nested trip ends first, then the undo trip, then the later trip and its nested one.
    #expect(journeys.map(\.valueType) == ["Erased", "Erase", "Erased", "Erase"])
    #expect(journeys.map(\.undoTrip) == [nil, UndoTrip(.undo, actionName: "Erase"), nil, nil])
  }

  @Test("An undo trip sent where nobody observes leaves nothing for the next observed trip")
  func unobservedUndoTripLeavesNothing() throws {
    let unobserved = ResponderChain().addingResponder(for: Erase.self, kind: .handleEvent) { _ in .handled }
    _ = UndoTrip(.redo, actionName: "Erase").send(Erase(), from: try #require(unobserved.node))
    var journeys: [Journey] = []
    let observed = ResponderChain().observingJourneys { journeys.append($0) }
      .addingResponder(for: Erase.self, kind: .handleEvent) { _ in .handled }
    observed.triggerEvent(Erase())
    #expect(journeys.count == 1)
    #expect(journeys.first?.undoTrip == nil)
  }

  #if DEBUG
    @Test("A registration in another hierarchy does not change whose responders an unhandled value's hint names")
    func unreachableHintKeepsItsHierarchy() {
      @MainActor final class Hierarchy {
        var atWork: ObjectIdentifier?
      }
      let here = Hierarchy()
      here.atWork = ObjectIdentifier(here)
      // A responder for Erase off the way of the value, in the hierarchy at work.
      let offTheWay = ResponderChain().addingResponder(for: Erase.self, kind: .handleEvent, site: site(7, "Body")) { _ in .handled }
      UnreachableResponders.register(offTheWay.node, scope: ObjectIdentifier(here), currentScope: { here.atWork })
      // Another registration, which knows no hierarchy, comes after it.
      let elsewhere = ResponderChain().addingResponder(for: Erased.self, kind: .handleEvent) { _ in .handled }
      UnreachableResponders.register(elsewhere.node, scope: nil, currentScope: { nil })
      let hinted = issueMessages { ResponderChain().triggerEvent(Erase(), fileID: "App/Screen.swift", line: 9) }
      #expect(
        hinted == [
          "Unhandled event Erase: no responder handled it. A .handleEvent(Erase.self) exists at Body (App/Screen.swift:7), "
            + "but not on the way from where it was sent: triggerEvent reaches only the responders outer to the sending view, "
            + "not those on the view's own body or in other branches. Move the responder to an ancestor view, or send from a child view."
        ])
      // Once another hierarchy is at work, the responder is not named.
      here.atWork = nil
      let plain = issueMessages { ResponderChain().triggerEvent(Erase(), fileID: "App/Screen.swift", line: 9) }
      #expect(plain == ["Unhandled event Erase: no responder handled it. Add .handleEvent(Erase.self) { … } to an ancestor view."])
      withExtendedLifetime((offTheWay, elsewhere)) {}
    }
  #endif
}
