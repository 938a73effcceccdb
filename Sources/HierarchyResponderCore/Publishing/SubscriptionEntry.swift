/// A subscriber and its level below a publisher, as
/// ``SubscriptionRegistry/entries`` lists them (in order of delivery).
///
/// The level counts subscriber nesting below the publisher: 1 for a subscriber
/// with no subscriber of the same type above it (up to the publisher),
/// 2 for one inside such a subscriber, and so on. Entries are equal when they
/// hold the same subscription (identity) at the same level.
///
/// ```swift
/// // Fragment
/// #expect(registry.entries == [SubscriptionEntry(home, level: 1), SubscriptionEntry(detail, level: 2)])
/// ```
package struct SubscriptionEntry<E: Event>: Equatable, Sendable {
  /// The subscriber.
  package let subscription: EventSubscription<E>
  /// Its nesting level below the publisher (1 = outermost).
  package let level: Int

  /// Creates an entry for `subscription` at `level`.
  ///
  /// - Parameters:
  ///   - subscription: The subscriber.
  ///   - level: Its nesting level below the publisher (1 = outermost).
  package init(_ subscription: EventSubscription<E>, level: Int) {
    self.subscription = subscription
    self.level = level
  }

  /// Returns whether two entries hold the same subscription (identity) at the same level.
  ///
  /// - Parameters:
  ///   - lhs: An entry.
  ///   - rhs: Another entry.
  package static func == (lhs: SubscriptionEntry, rhs: SubscriptionEntry) -> Bool {
    lhs.subscription === rhs.subscription && lhs.level == rhs.level
  }
}
