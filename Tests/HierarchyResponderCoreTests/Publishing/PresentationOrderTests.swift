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
  /// Rule 8 across presentations: the publisher's tree first, then each presentation's
  /// subscribers in that presentation's own tree order, presentations in the order they were made.
  @MainActor
  @Suite struct PresentationOrderTests {
    fileprivate let listener = Listener()

    @Test func aPresentationsSubscribersAreServedInItsTreeOrderAfterThePresentersOnes() {
      let registry = listener.registry()
      let presenter = listener.subscription("presenter")
      let first = listener.subscription("row 0"), second = listener.subscription("row 1")
      let sheet = PresentationOrder()
      registry.add(presenter, level: 1)
      registry.arrange(SubscriberOrder([presenter]))
      registry.add(first, level: 2, presentation: sheet)
      registry.add(second, level: 2, presentation: sheet)
      sheet.arrange(SubscriberOrder([second, first]))
      #expect(listener.published(through: registry) == ["presenter", "row 1", "row 0"])
    }

    @Test func theOrderMayArriveBeforeTheSubscribersAppear() {
      let registry = listener.registry()
      let first = listener.subscription("row 0"), second = listener.subscription("row 1")
      let sheet = PresentationOrder()
      sheet.arrange(SubscriberOrder([second, first]))
      registry.add(first, level: 1, presentation: sheet)
      registry.add(second, level: 1, presentation: sheet)
      #expect(listener.published(through: registry) == ["row 1", "row 0"])
    }

    @Test func aMoveInsideThePresentationReordersTheDeliveryAndReissuesThePublisher() {
      let registry = listener.registry()
      let first = listener.subscription("row 0"), second = listener.subscription("row 1")
      let sheet = PresentationOrder()
      registry.add(first, level: 1, presentation: sheet)
      registry.add(second, level: 1, presentation: sheet)
      sheet.arrange(SubscriberOrder([first, second]))
      #expect(listener.published(through: registry) == ["row 0", "row 1"])
      let issued = listener.registered
      sheet.arrange(SubscriberOrder([second, first]))
      #expect(listener.registered == issued + 1)
      #expect(listener.published(through: registry) == ["row 1", "row 0"])
      sheet.arrange(SubscriberOrder([second, first]))
      #expect(listener.registered == issued + 1)
    }

    @Test func aPresentationMadeLaterIsServedAfterOneMadeBefore() {
      let registry = listener.registry()
      let outer = PresentationOrder(), inner = PresentationOrder()
      let innerRow = listener.subscription("inner row"), outerRow = listener.subscription("outer row")
      registry.add(innerRow, level: 2, presentation: inner)
      registry.add(outerRow, level: 1, presentation: outer)
      inner.arrange(SubscriberOrder([innerRow]))
      outer.arrange(SubscriberOrder([outerRow]))
      #expect(listener.published(through: registry) == ["outer row", "inner row"])
    }

    @Test func thePublishersOwnOrderWinsOverAPresentationsOrder() {
      let registry = listener.registry()
      let first = listener.subscription("row 0"), second = listener.subscription("row 1")
      let root = PresentationOrder()
      registry.add(first, level: 1, presentation: root)
      registry.add(second, level: 1, presentation: root)
      root.arrange(SubscriberOrder([first, second]))
      registry.arrange(SubscriberOrder([second, first]))
      #expect(listener.published(through: registry) == ["row 1", "row 0"])
    }

    @Test func aSubscriberItsPresentationDoesNotListComesAfterTheListedOnesInTheOrderItAppeared() {
      let registry = listener.registry()
      let sheet = PresentationOrder()
      let late = listener.subscription("late"), listed = listener.subscription("listed")
      registry.add(late, level: 1, presentation: sheet)
      registry.add(listed, level: 1, presentation: sheet)
      sheet.arrange(SubscriberOrder([listed]))
      #expect(listener.published(through: registry) == ["listed", "late"])
    }

    @Test func aPresentationIsFollowedAgainAfterItsLastMemberLeftAndANewOneCame() {
      let registry = listener.registry()
      let sheet = PresentationOrder()
      let first = listener.subscription("row 0"), second = listener.subscription("row 1")
      registry.add(first, level: 1, presentation: sheet)
      registry.remove(first)
      registry.add(first, level: 1, presentation: sheet)
      registry.add(second, level: 1, presentation: sheet)
      sheet.arrange(SubscriberOrder([second, first]))
      #expect(listener.published(through: registry) == ["row 1", "row 0"])
    }
  }
}
