import HierarchyResponderCore
import Testing

private struct Shake: Event {}

extension Publishing {
  @MainActor
  @Suite struct SubscriptionContextsTests {
    @Test func subscribersAreMatchedToPublishersByEventType() {
      let shakes = SubscriptionRegistry<Shake>(id: "publisher id")
      var contexts = SubscriptionContexts()
      contexts[Shake.self] = SubscriptionContext(registry: shakes)
      #expect(contexts[Shake.self]?.registry === shakes)
      #expect(contexts[Tap.self] == nil)
    }

    @Test func theInnerOfTwoPublishersOfOneTypeWinsInsideIt() {
      let outer = SubscriptionRegistry<Shake>(id: "outer"), inner = SubscriptionRegistry<Shake>(id: "inner")
      let taps = SubscriptionRegistry<Tap>(id: "taps")
      var contexts = SubscriptionContexts()
      contexts[Shake.self] = SubscriptionContext(registry: outer)
      contexts[Tap.self] = SubscriptionContext(registry: taps)
      var inside = contexts
      inside[Shake.self] = SubscriptionContext(registry: inner)
      #expect(inside[Shake.self]?.registry === inner)
      #expect(inside[Tap.self]?.registry === taps)
      #expect(contexts[Shake.self]?.registry === outer)
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
      environment[Shake.self] = SubscriptionContext(registry: registry)

      var screens: [EventSubscription<Shake>] = []
      for name in ["home", "list", "detail"] {
        let context = try #require(environment[Shake.self])
        let screen = EventSubscription<Shake> { _ in received.append(name) }
        context.subscribe(screen)  // onAppear
        environment[Shake.self] = context.nested()  // what the screen's content sees
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
