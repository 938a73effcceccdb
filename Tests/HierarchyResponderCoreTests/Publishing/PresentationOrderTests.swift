import HierarchyResponderCore
import Testing

private struct Nudge: Event {}

@MainActor
private final class Listener {
  var received: [String] = []
  var registered = 0

  func subscription(_ name: String) -> EventSubscription<Nudge> {
    EventSubscription { [unowned self] _ in received.append(name) }
  }

  func registry() -> SubscriptionRegistry<Nudge> {
    SubscriptionRegistry(id: "nudge", destination: .allLevels) { [unowned self] _ in registered += 1 }
  }

  func published(through registry: SubscriptionRegistry<Nudge>) -> [String] {
    received = []
    registry.publish(Nudge())
    return received
  }
}

extension Publishing {
  /// Publishing across presentations: the publisher's tree first, then each presentation's
  /// subscribers in that presentation's own tree order, presentations in the order they were made.
  @MainActor
  @Suite struct PresentationOrderTests {
    fileprivate let listener = Listener()

    /// Two first-level rows, "row 0" then "row 1", on screen and listed in that order by one
    /// presentation.
    fileprivate func twoRows() -> (SubscriptionRegistry<Nudge>, EventSubscription<Nudge>, EventSubscription<Nudge>, PresentationOrder) {
      let registry = listener.registry()
      let first = listener.subscription("row 0"), second = listener.subscription("row 1")
      let presentation = PresentationOrder()
      registry.add(first, level: 1)
      registry.add(second, level: 1)
      registry.arrange(SubscriberOrder([first, second]), in: presentation)
      return (registry, first, second, presentation)
    }

    @Test func aPresentationsSubscribersAreServedInItsTreeOrderAfterThePresentersOnes() {
      let registry = listener.registry()
      let presenter = listener.subscription("presenter")
      let first = listener.subscription("row 0"), second = listener.subscription("row 1")
      registry.add(presenter, level: 1)
      registry.arrange(SubscriberOrder([presenter]))
      registry.add(first, level: 2)
      registry.add(second, level: 2)
      registry.arrange(SubscriberOrder([second, first]), in: PresentationOrder())
      #expect(listener.published(through: registry) == ["presenter", "row 1", "row 0"])
    }

    @Test func theOrderMayArriveBeforeTheSubscribersAppear() {
      let registry = listener.registry()
      let first = listener.subscription("row 0"), second = listener.subscription("row 1")
      registry.arrange(SubscriberOrder([second, first]), in: PresentationOrder())
      registry.add(first, level: 1)
      registry.add(second, level: 1)
      #expect(listener.published(through: registry) == ["row 1", "row 0"])
    }

    @Test func aMoveInsideThePresentationReordersTheDeliveryAndReissuesThePublisher() {
      let (registry, first, second, sheet) = twoRows()
      #expect(listener.published(through: registry) == ["row 0", "row 1"])
      let issued = listener.registered
      registry.arrange(SubscriberOrder([second, first]), in: sheet)
      #expect(listener.registered == issued + 1)
      #expect(listener.published(through: registry) == ["row 1", "row 0"])
      registry.arrange(SubscriberOrder([second, first]), in: sheet)
      #expect(listener.registered == issued + 1)
    }

    @Test func aPresentationMadeLaterIsServedAfterOneMadeBefore() {
      let registry = listener.registry()
      let outer = PresentationOrder(), inner = PresentationOrder()
      let innerRow = listener.subscription("inner row"), outerRow = listener.subscription("outer row")
      registry.add(innerRow, level: 2)
      registry.add(outerRow, level: 1)
      registry.arrange(SubscriberOrder([innerRow]), in: inner)
      registry.arrange(SubscriberOrder([outerRow]), in: outer)
      #expect(listener.published(through: registry) == ["outer row", "inner row"])
    }

    @Test func thePublishersOwnOrderWinsOverAPresentationsOrder() {
      let (registry, first, second, _) = twoRows()
      registry.arrange(SubscriberOrder([second, first]))
      #expect(listener.published(through: registry) == ["row 1", "row 0"])
    }

    @Test func aSubscriberItsPresentationDoesNotListComesAfterTheListedOnesInTheOrderItAppeared() {
      let registry = listener.registry()
      let late = listener.subscription("late"), listed = listener.subscription("listed")
      registry.add(late, level: 1)
      registry.add(listed, level: 1)
      registry.arrange(SubscriberOrder([listed]), in: PresentationOrder())
      #expect(listener.published(through: registry) == ["listed", "late"])
    }

    @Test func aRemovedPresentationsOrderIsForgottenAndThePublisherReissued() {
      let (registry, first, second, sheet) = twoRows()
      registry.arrange(SubscriberOrder([second, first]), in: sheet)
      let issued = listener.registered
      sheet.viewRemoved()
      #expect(listener.registered == issued + 1)
      #expect(listener.published(through: registry) == ["row 0", "row 1"])
    }
  }
}
