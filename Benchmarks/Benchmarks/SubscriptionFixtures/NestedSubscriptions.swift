@_spi(Benchmarks) import HierarchyResponderCore

/// S subscriptions registered one level below the previous one (what S nested screens do when
/// they appear), optionally removed deepest first; returns how many publishers were issued.
///
/// Shared by the `ResponderSubscription` benchmark and its callgrind driver, so both measure the
/// same work.
@MainActor
@inline(never)
public func subscribeNested(_ count: Int, unsubscribe: Bool) -> Int {
  SubscriptionWorkload.nestedScreens(count, leave: unsubscribe)
}

/// N subscribed rows of one screen made members, arranged in tree order and removed (the screen
/// leaving); returns how many publishers were issued.
@MainActor
@inline(never)
public func rowsLeaving(_ count: Int) -> Int {
  SubscriptionWorkload.rowsLeaving(count)
}
