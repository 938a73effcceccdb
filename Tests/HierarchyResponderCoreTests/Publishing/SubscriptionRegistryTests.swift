import HierarchyResponderCore
import Testing

private struct Shake: Event {
  var tag = 0
}

/// Records what subscribers receive and what the registry registers.
@MainActor
private func order(_ entries: some Sequence<SubscriptionEntry<Shake>>) -> SubscriberOrder {
  SubscriberOrder(entries.map(\.subscription))
}

@MainActor
private final class Probe {
  var received: [String] = []
  var registered: [EventPublisher<Shake>?] = []

  func subscription(_ name: String) -> EventSubscription<Shake> {
    EventSubscription { [unowned self] _ in received.append(name) }
  }

  func registry(_ destination: PublishingDestination = .lastLevel) -> SubscriptionRegistry<Shake> {
    SubscriptionRegistry(id: "shake", destination: destination) { [unowned self] in registered.append($0) }
  }
}

extension Publishing {
  @MainActor
  @Suite struct SubscriptionRegistryTests {
    fileprivate let probe = Probe()

    /// A tree: a(1) { b(2) { c(3) } }, d(2) { e(3) }, f(1), listed in tree order.
    fileprivate func tree() -> [SubscriptionEntry<Shake>] {
      [("a", 1), ("b", 2), ("c", 3), ("d", 2), ("e", 3), ("f", 1)].map { SubscriptionEntry(probe.subscription($0), level: $1) }
    }

    /// Every subscriber of `entries` on screen, in the order of `entries` (the tree order).
    fileprivate func show(_ entries: [SubscriptionEntry<Shake>], in registry: SubscriptionRegistry<Shake>) {
      for entry in entries { registry.add(entry.subscription, level: entry.level) }
      registry.arrange(order(entries))
    }

    fileprivate func deliveries(_ destination: PublishingDestination, entries: [SubscriptionEntry<Shake>]) -> [String] {
      probe.received = []
      let registry = probe.registry(destination)
      show(entries, in: registry)
      registry.publish(Shake())
      return probe.received
    }

    @Test func lastLevelSelectsEverySubscriberAtTheDeepestLevelInTreeOrder() {
      #expect(deliveries(.lastLevel, entries: tree()) == ["c", "e"])
    }

    @Test func firstLevelSelectsEverySubscriberAtTheSmallestLevelInTreeOrder() {
      #expect(deliveries(.firstLevel, entries: tree()) == ["a", "f"])
      #expect(deliveries(.firstLevel, entries: Array(tree().dropFirst())) == ["f"])
    }

    @Test func allLevelsSelectsEverySubscriberInTreeOrder() {
      #expect(deliveries(.allLevels, entries: tree()) == ["a", "b", "c", "d", "e", "f"])
    }

    @Test func theDefaultDestinationIsTheDeepestLevel() {
      let registry = SubscriptionRegistry<Shake>(id: "shake")
      #expect(registry.destination == .lastLevel)
      #expect(PublishingDestination.default == .lastLevel)
    }

    @Test func orderAmongSubscribersOfOneLevelIsTheOrderOfTheList() {
      let entries = tree()
      let reversed = [entries[3], entries[4], entries[0], entries[1], entries[2], entries[5]]
      #expect(deliveries(.lastLevel, entries: reversed) == ["e", "c"])
    }

    @Test func addKeepsRegistrationOrderAndALevelChangeKeepsThePlace() {
      let registry = probe.registry(.allLevels)
      let a = probe.subscription("a"), b = probe.subscription("b"), c = probe.subscription("c")
      registry.add(a, level: 1)
      registry.add(b, level: 2)
      registry.add(c, level: 1)
      registry.add(a, level: 2)
      #expect(registry.entries == [SubscriptionEntry(a, level: 2), SubscriptionEntry(b, level: 2), SubscriptionEntry(c, level: 1)])
      registry.publish(Shake())
      #expect(probe.received == ["a", "b", "c"])
    }

    @Test func addingOrRemovingASelectedSubscriberReissuesThePublisher() throws {
      let registry = probe.registry()
      let home = probe.subscription("home"), detail = probe.subscription("detail")
      registry.add(home, level: 1)
      #expect(probe.registered.count == 1)
      registry.add(detail, level: 2)
      #expect(probe.registered.count == 2)
      registry.remove(detail)
      #expect(probe.registered.count == 3)
      let ids = try probe.registered.map { try #require($0).id }
      #expect(Set(ids).count == 3)
      #expect(registry.publisher == probe.registered.last!)
    }

    @Test func changesOutsideTheSelectionDoNotReissue() {
      let registry = probe.registry()
      let home = probe.subscription("home"), detail = probe.subscription("detail"), banner = probe.subscription("banner")
      registry.add(home, level: 1)
      registry.add(detail, level: 2)
      let before = probe.registered.count
      registry.add(banner, level: 1)  // not at the deepest level
      registry.remove(banner)
      registry.add(detail, level: 2)  // already there, same level
      registry.remove(probe.subscription("stranger"))  // unknown
      registry.arrange(order(registry.entries))  // the same order
      #expect(probe.registered.count == before)
    }

    @Test func theLastSubscriberLeavingRegistersNil() {
      let registry = probe.registry()
      let home = probe.subscription("home")
      registry.add(home, level: 1)
      registry.remove(home)
      #expect(probe.registered.count == 2)
      #expect(probe.registered.last! == nil)
      #expect(registry.publisher == nil)
    }

    @Test func aRegistryWithoutSubscribersRegistersNothing() {
      let registry = probe.registry()
      registry.arrange(SubscriberOrder())
      registry.destination = .allLevels
      #expect(probe.registered.isEmpty)
    }

    @Test func aChangeOfOrderInTheSelectionReissues() {
      let registry = probe.registry(.allLevels)
      let a = SubscriptionEntry(probe.subscription("a"), level: 1), b = SubscriptionEntry(probe.subscription("b"), level: 1)
      show([a, b], in: registry)
      let issued = probe.registered.count
      registry.arrange(order([b, a]))
      #expect(probe.registered.count == issued + 1)
      registry.publish(Shake())
      #expect(probe.received == ["b", "a"])
    }

    @Test func aDestinationChangeReissuesOnlyWhenTheSelectionChanges() {
      let registry = probe.registry()
      let home = probe.subscription("home")
      registry.add(home, level: 1)
      registry.destination = .firstLevel  // still only `home`
      #expect(probe.registered.count == 1)
      registry.add(probe.subscription("detail"), level: 2)
      #expect(probe.registered.count == 1)  // `.firstLevel` still selects `home` only
      registry.destination = .allLevels
      #expect(probe.registered.count == 2)
      registry.destination = .lastLevel
      #expect(probe.registered.count == 3)
      registry.publish(Shake())
      #expect(probe.received == ["detail"])
    }

    @Test func theIdIsStableWhileTheSelectionIsUnchanged() throws {
      let registry = probe.registry()
      let home = probe.subscription("home")
      registry.add(home, level: 1)
      let id = try #require(registry.publisher?.id)
      home.handler = { _ in }
      registry.arrange(order(registry.entries))
      registry.add(probe.subscription("banner"), level: 0)  // not selected
      #expect(registry.publisher?.id == id)
      registry.add(probe.subscription("sidebar"), level: 1)  // joins the selection
      #expect(registry.publisher?.id != id)
      let other = SubscriptionRegistry<Shake>(id: "shake")
      other.add(probe.subscription("elsewhere"), level: 1)
      #expect(other.publisher?.id != registry.publisher?.id)  // unique across registries
      #expect(id.hasPrefix("shake#"))
    }

    @Test func aHandlerUpdateTakesEffectWithoutReissue() throws {
      let registry = probe.registry()
      let home = probe.subscription("home")
      registry.add(home, level: 1)
      let publisher = try #require(probe.registered.last ?? nil)
      home.handler = { [probe] event in probe.received.append("new home \(event.tag)") }
      publisher(Shake(tag: 7))
      #expect(probe.received == ["new home 7"])
      #expect(probe.registered.count == 1)
    }

    @Test func aPublisherReachesTheCurrentSelectionOfItsRegistry() throws {
      let registry = probe.registry()
      registry.add(probe.subscription("home"), level: 1)
      let first = try #require(registry.publisher)
      registry.add(probe.subscription("detail"), level: 2)
      first(Shake())
      #expect(probe.received == ["detail"])
    }

    @Test func aPublisherWhoseRegistryIsGoneDoesNothing() throws {
      var registry: SubscriptionRegistry<Shake>? = probe.registry()
      registry?.add(probe.subscription("home"), level: 1)
      let publisher = try #require(registry?.publisher)
      registry = nil
      publisher(Shake())
      #expect(probe.received.isEmpty)
    }

    @Test func subscribersRemovedByAHandlerStillReceiveTheCurrentEvent() {
      let registry = probe.registry(.allLevels)
      let second = probe.subscription("second")
      let first = EventSubscription<Shake> { [probe] _ in
        probe.received.append("first")
        registry.remove(second)
      }
      registry.add(first, level: 1)
      registry.add(second, level: 1)
      registry.publish(Shake())
      registry.publish(Shake())
      #expect(probe.received == ["first", "second", "first"])
    }
  
    // MARK: - Tree order and on-screen membership (Publishing)

    @Test func aRowInsertedAfterTheOthersAppearedIsDeliveredInItsTreePlace() {
      let registry = probe.registry()
      let a = probe.subscription("a"), c = probe.subscription("c"), b = probe.subscription("b")
      show([SubscriptionEntry(a, level: 1), SubscriptionEntry(c, level: 1)], in: registry)
      registry.add(b, level: 1)  // the inserted row appears last…
      registry.arrange(order([SubscriptionEntry(a, level: 1), SubscriptionEntry(b, level: 1), SubscriptionEntry(c, level: 1)]))
      registry.publish(Shake())
      #expect(probe.received == ["a", "b", "c"])  // …and is delivered where it stands
    }

    @Test func reversingTheRowsReversesTheDeliveryOrderAndReissues() {
      let registry = probe.registry()
      let rows = (0..<5).map { SubscriptionEntry(probe.subscription("row \($0)"), level: 1) }
      show(rows, in: registry)
      let issued = probe.registered.count
      registry.arrange(order(rows.reversed()))
      #expect(probe.registered.count == issued + 1)
      registry.publish(Shake())
      #expect(probe.received == ["row 4", "row 3", "row 2", "row 1", "row 0"])
    }

    @Test func aSubscriberNotInTheTreeOrderComesAfterTheListedOnesInTheOrderTheyAppeared() {
      let registry = probe.registry(.allLevels)
      let listed = probe.subscription("listed"), sheet = probe.subscription("sheet"), late = probe.subscription("late")
      registry.add(sheet, level: 1)
      registry.add(late, level: 1)
      show([SubscriptionEntry(listed, level: 1)], in: registry)
      registry.publish(Shake())
      #expect(probe.received == ["listed", "sheet", "late"])
    }

    @Test func aListedSubscriberThatIsNotOnScreenReceivesNothing() {
      let registry = probe.registry(.allLevels)
      let visible = probe.subscription("visible"), covered = probe.subscription("covered")
      registry.add(visible, level: 1)
      registry.arrange(order([SubscriptionEntry(covered, level: 1), SubscriptionEntry(visible, level: 1)]))
      registry.publish(Shake())
      #expect(probe.received == ["visible"])
    }

    @Test func theDeepestOnScreenLevelIsSelectedWhenACoveredScreenLeavesTheScreen() {
      let registry = probe.registry()
      let root = probe.subscription("root"), detail = probe.subscription("detail")
      registry.add(root, level: 1)
      registry.add(detail, level: 2)
      registry.remove(root)  // covered by a push: it disappeared, `detail` stays selected
      registry.publish(Shake())
      registry.remove(detail)  // popped
      registry.add(root, level: 1)  // uncovered: it appears again
      registry.publish(Shake())
      #expect(probe.received == ["detail", "root"])
    }

    @Test func tenThousandRowsLeaveOneByOneWithOneIssuePerSelectedRowAndNothingLeft() {
      let registry = probe.registry()
      let rows = (0..<10_000).map { SubscriptionEntry(probe.subscription("row \($0)"), level: 1) }
      show(rows, in: registry)
      probe.registered.removeAll()
      for row in rows { registry.remove(row.subscription) }
      registry.arrange(SubscriberOrder())
      #expect(probe.registered.count == 10_000)
      #expect(probe.registered.last! == nil)
      #expect(registry.entries.isEmpty)
      #expect(registry.selection.isEmpty)
    }
  }
}
