import HierarchyResponderCore

/// The event the subscription benchmarks publish.
public struct Shake: Event {
  public init() {}
}

/// S subscriptions registered one level below the previous one (what S nested screens do when
/// they appear), optionally removed deepest first; returns how many publishers were issued.
///
/// Shared by the `ResponderSubscription` benchmark and its callgrind driver, so both measure the
/// same work.
@MainActor
@inline(never)
public func subscribeNested(_ count: Int, unsubscribe: Bool) -> Int {
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
  if unsubscribe {
    for subscription in subscriptions.reversed() { registry.remove(subscription) }
  }
  return issued
}
