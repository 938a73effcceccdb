/// Subscribers in tree (screen) order: what a publisher learns from the
/// subscribers below it (ARCHITECTURE.md, rule 8), handed to
/// ``SubscriptionRegistry/arrange(_:)``.
///
/// The SwiftUI layer collects it as a preference: each subscriber puts itself
/// before the subscribers inside it, and siblings are joined in tree order, so
/// the list is a pre-order walk. It holds the subscriptions themselves (so their
/// identities stay unique while listed) and compares them by identity. It is not
/// generic, so that the layer can carry it to the main actor without capturing
/// the event type.
///
/// ```swift
/// var order = SubscriberOrder([detailRow])
/// order.prepend(screen)  // [screen, detailRow]
/// registry.arrange(order)
/// ```
package struct SubscriberOrder: Equatable, Sendable {
  /// The subscriptions, in tree order.
  package private(set) var subscribers: [any AnyObject & Sendable]

  /// An empty list.
  package init() {
    subscribers = []
  }

  /// The subscriptions of `subscribers`, in their order.
  ///
  /// - Parameter subscribers: Subscriptions in tree order.
  package init(_ subscribers: [any AnyObject & Sendable]) {
    self.subscribers = subscribers
  }

  /// Puts `subscriber` first (a subscriber before those inside it).
  ///
  /// - Parameter subscriber: The subscription of the enclosing subscriber.
  package mutating func prepend(_ subscriber: any AnyObject & Sendable) {
    subscribers.insert(subscriber, at: 0)
  }

  /// Appends the subscribers of `next` (the next sibling's subtree).
  ///
  /// - Parameter next: The list of the subtree that follows in the tree.
  package mutating func append(_ next: SubscriberOrder) {
    subscribers.append(contentsOf: next.subscribers)
  }

  /// Whether two lists hold the same subscriptions (identity) in the same order.
  ///
  /// - Parameters:
  ///   - lhs: A list.
  ///   - rhs: Another list.
  package static func == (lhs: SubscriberOrder, rhs: SubscriberOrder) -> Bool {
    lhs.subscribers.elementsEqual(rhs.subscribers, by: ===)
  }
}
