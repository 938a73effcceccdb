/// The registry work of the SwiftUI layer's publishing, for the benchmarks package, which cannot
/// see the registry (`package` access).
///
/// Not API: SPI of the `Benchmarks` group, which no product lists and the documentation and the
/// API baseline leave out. The layer drives `SubscriptionRegistry` directly; this lets a
/// benchmark in another package measure what the layer makes it do.
///
/// ```swift
/// // Fragment
/// @_spi(Benchmarks) import HierarchyResponderCore
/// let issued = SubscriptionWorkload.nestedScreens(1_000, leave: true)
/// ```
@_spi(Benchmarks)
@MainActor
public enum SubscriptionWorkload {
  private struct Shake: Event {}

  /// S subscribers made members one level below the previous one (what S nested
  /// screens do when they appear), then, with `leave`, removed deepest first;
  /// returns how many publishers were issued.
  ///
  /// - Parameters:
  ///   - count: How many nested screens subscribe.
  ///   - leave: Whether they leave afterwards, deepest first.
  /// - Returns: How many publishers the registry issued.
  public static func nestedScreens(_ count: Int, leave: Bool) -> Int {
    var issued = 0
    let registry = SubscriptionRegistry<Shake> { _ in issued += 1 }
    var context = SubscriptionContext(registry: registry)
    var subscriptions: [EventSubscription<Shake>] = []
    subscriptions.reserveCapacity(count)
    for _ in 0..<count {
      let subscription = EventSubscription<Shake> { _ in }
      context.subscribe(subscription)
      subscriptions.append(subscription)
      context = context.nested()
    }
    if leave {
      for subscription in subscriptions.reversed() { registry.remove(subscription) }
    }
    return issued
  }

  /// N rows of one screen, each a subscriber at level 1, made members in tree
  /// order and arranged, then removed in tree order (what a screen of N rows
  /// leaving does); returns how many publishers were issued.
  ///
  /// - Parameter count: How many rows subscribe.
  /// - Returns: How many publishers the registry issued.
  public static func rowsLeaving(_ count: Int) -> Int {
    var issued = 0
    let registry = SubscriptionRegistry<Shake> { _ in issued += 1 }
    let context = SubscriptionContext(registry: registry)
    let subscriptions = (0..<count).map { _ in EventSubscription<Shake> { _ in } }
    for subscription in subscriptions { context.subscribe(subscription) }
    registry.arrange(SubscriberOrder(subscriptions.map { $0 }))
    for subscription in subscriptions { registry.remove(subscription) }
    registry.arrange(SubscriberOrder())
    return issued
  }
}
