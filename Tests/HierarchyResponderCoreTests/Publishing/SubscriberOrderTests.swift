import HierarchyResponderCore
import Testing

/// A stand-in subscription: only its identity matters to a `SubscriberOrder`.
private final class Subscriber: Sendable {
  let name: String
  init(_ name: String) { self.name = name }
}

private func names(_ order: SubscriberOrder) -> [String] {
  order.subscribers.map { ($0 as! Subscriber).name }
}

extension Publishing {
  @Suite struct SubscriberOrderTests {
    @Test func aSubscriberComesBeforeTheSubscribersItEnclosesInTreeOrder() {
      // a { b { c }, d { e } }, f — built as a preference builds it: inner lists first.
      var b = SubscriberOrder([Subscriber("c")])
      b.enclose(Subscriber("b"))
      var d = SubscriberOrder([Subscriber("e")])
      d.enclose(Subscriber("d"))
      var a = b
      a.append(d)
      a.enclose(Subscriber("a"))
      var root = a
      root.append(SubscriberOrder([Subscriber("f")]))

      #expect(names(root) == ["a", "b", "c", "d", "e", "f"])
    }

    @Test func siblingsJoinedIntoAnEmptyListKeepTheirOrder() {
      var root = SubscriberOrder()
      root.append(SubscriberOrder())
      var only = SubscriberOrder()
      only.enclose(Subscriber("x"))
      root.append(only)
      root.append(SubscriberOrder([Subscriber("y"), Subscriber("z")]))

      #expect(names(root) == ["x", "y", "z"])
      #expect(!root.isEmpty)
      #expect(SubscriberOrder().isEmpty)
    }

    @Test func tenThousandNestedSubscribersWalkOutermostFirst() {
      let subscribers = (0..<10_000).map { Subscriber("\($0)") }
      var order = SubscriberOrder()
      for subscriber in subscribers.reversed() { order.enclose(subscriber) }

      #expect(names(order) == subscribers.map(\.name))
    }

    @Test func listsAreEqualWhenTheyNestTheSameSubscribersTheSameWay() {
      let outer = Subscriber("outer")
      let inner = Subscriber("inner")
      var nested = SubscriberOrder([inner])
      nested.enclose(outer)
      let sideBySide = SubscriberOrder([outer, inner])

      let sameWalk = nested.subscribers.elementsEqual(sideBySide.subscribers, by: ===)
      #expect(sameWalk)
      #expect(nested != sideBySide)
      var again = SubscriberOrder([inner])
      again.enclose(outer)
      #expect(nested == again)
    }
  }
}
