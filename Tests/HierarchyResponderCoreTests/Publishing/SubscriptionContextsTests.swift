import HierarchyResponderCore
import Testing

private struct Shake: Event {}

extension Publishing {
  @MainActor
  @Suite struct SubscriptionContextsTests {
    @Test func aSubscriberFindsTheContextOfItsTypeAndId() {
      let shakes = SubscriptionRegistry<Shake>(id: "shake")
      var contexts = SubscriptionContexts()
      contexts[Shake.self, id: "shake"] = SubscriptionContext(registry: shakes)
      #expect(contexts[Shake.self, id: "shake"]?.registry === shakes)
      #expect(contexts[Shake.self, id: "other"] == nil)
      #expect(contexts[Tap.self, id: "shake"] == nil)
    }

    @Test func theInnerOfTwoPublishersWithTheSameIdWinsInsideIt() {
      let outer = SubscriptionRegistry<Shake>(id: "shake"), inner = SubscriptionRegistry<Shake>(id: "shake")
      let taps = SubscriptionRegistry<Tap>(id: "shake")
      var contexts = SubscriptionContexts()
      contexts[Shake.self, id: "shake"] = SubscriptionContext(registry: outer)
      contexts[Tap.self, id: "shake"] = SubscriptionContext(registry: taps)
      var inside = contexts
      inside[Shake.self, id: "shake"] = SubscriptionContext(registry: inner)
      #expect(inside[Shake.self, id: "shake"]?.registry === inner)
      #expect(inside[Tap.self, id: "shake"]?.registry === taps)
      #expect(contexts[Shake.self, id: "shake"]?.registry === outer)
    }

    @Test func eachNestedSubscriberIsOneLevelDeeper() {
      let registry = SubscriptionRegistry<Shake>(id: "shake")
      let root = SubscriptionContext(registry: registry)
      let a = EventSubscription<Shake> { _ in }, b = EventSubscription<Shake> { _ in }
      root.subscribe(a)
      root.nested().subscribe(b)
      #expect(root.level == 0)
      #expect(registry.entries == [SubscriptionEntry(a, level: 1), SubscriptionEntry(b, level: 2)])
      root.unsubscribe(a)
      #expect(registry.entries == [SubscriptionEntry(b, level: 2)])
    }

    /// Three screens pushed on a stack, each subscribed inside the previous one,
    /// driven the way the SwiftUI layer drives them.
    @Test func lastLevelReachesOnlyTheScreenOnTopOfAStack() throws {
      var received: [String] = []
      var current: EventPublisher<Shake>?
      let registry = SubscriptionRegistry<Shake>(id: "shake") { current = $0 }
      var environment = SubscriptionContexts()
      environment[Shake.self, id: "shake"] = SubscriptionContext(registry: registry)

      var screens: [EventSubscription<Shake>] = []
      for name in ["home", "list", "detail"] {
        let context = try #require(environment[Shake.self, id: "shake"])
        let screen = EventSubscription<Shake> { _ in received.append(name) }
        context.subscribe(screen)  // onAppear
        environment[Shake.self, id: "shake"] = context.nested()  // what the screen's content sees
        screens.append(screen)
      }
      current?(Shake())
      #expect(received == ["detail"])

      registry.remove(screens.removeLast())  // "detail" popped: onDisappear
      current?(Shake())
      #expect(received == ["detail", "list"])

      registry.remove(screens.removeLast())
      registry.remove(screens.removeLast())
      #expect(current == nil)
    }
  }
}
