/// What a `.publisher` modifier (or a subscriber) hands down the environment
/// so that subscribers below can find their registry and their level.
///
/// The `.publisher` modifier puts `SubscriptionContext(registry:)` (level 0)
/// in ``SubscriptionContexts`` under its event type. A `.subscribe`
/// modifier reads the nearest context for its type, subscribes with
/// ``subscribe(_:)`` (at the context's level + 1) when it appears,
/// unsubscribes when it disappears, and hands its content ``nested()``, so
/// that subscribers inside it are one level deeper.
///
/// ```swift
/// // Fragment
/// let root = SubscriptionContext(registry: registry)   // from the publisher
/// root.subscribe(home)                                  // level 1
/// root.nested().subscribe(detail)                       // level 2
/// ```
package struct SubscriptionContext<E: Event>: Sendable {
  /// The registry of the nearest publisher.
  package let registry: SubscriptionRegistry<E>
  /// The level of the subscriber that handed this context down; 0 for the publisher.
  package let level: Int

  /// The context a publisher hands down: its registry, at level 0.
  ///
  /// - Parameter registry: The publisher's registry, which subscribers below register with.
  package init(registry: SubscriptionRegistry<E>) {
    self.init(registry: registry, level: 0)
  }

  private init(registry: SubscriptionRegistry<E>, level: Int) {
    self.registry = registry
    self.level = level
  }

  /// The context a subscriber found here hands to its content: one level deeper.
  package func nested() -> SubscriptionContext {
    SubscriptionContext(registry: registry, level: level + 1)
  }

  /// Registers `subscription` with the registry at the level below this context's.
  ///
  /// - Parameter subscription: The subscriber that found this context.
  @MainActor
  package func subscribe(_ subscription: EventSubscription<E>) {
    registry.add(subscription, level: level + 1)
  }

  /// Removes `subscription` from the registry.
  ///
  /// - Parameter subscription: The subscriber to remove; nothing happens if it is not registered.
  @MainActor
  package func unsubscribe(_ subscription: EventSubscription<E>) {
    registry.remove(subscription)
  }
}
