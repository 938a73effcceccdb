/// Subscribers in tree (screen) order: what a publisher learns from the
/// subscribers below it, handed to
/// ``SubscriptionRegistry/arrange(_:)``.
///
/// The SwiftUI layer collects it as a preference: siblings are joined in tree
/// order (``append(_:)``) and each subscriber closes the list of the subscribers
/// inside it (``enclose(_:)``). Both only append: the list is kept in post-order
/// (a subscriber after those inside it, with how many they are), so building it
/// costs O(1) amortized per subscriber however deeply subscribers nest, and
/// ``subscribers`` turns it into the pre-order walk (a subscriber before those
/// inside it) once, in O(n), when the registry arranges.
///
/// It holds the subscriptions themselves (so their identities stay unique while
/// listed) and compares them by identity. It is not generic, so that the layer
/// can carry it to the main actor without capturing the event type.
///
/// ```swift
/// // Fragment
/// var order = SubscriberOrder([detailRow])
/// order.enclose(screen)  // screen, then detailRow
/// registry.arrange(order)
/// ```
package struct SubscriberOrder: Equatable, Sendable {
  /// One subscriber, after the `inside` subscribers nested in it (post-order).
  private struct Closed: Sendable {
    let subscriber: any AnyObject & Sendable
    let inside: Int
  }

  private var closed: [Closed]

  /// An empty list.
  package init() {
    closed = []
  }

  /// The subscriptions of `subscribers`, side by side, in their order.
  ///
  /// - Parameter subscribers: Subscriptions in tree order, none inside another.
  package init(_ subscribers: [any AnyObject & Sendable]) {
    closed = subscribers.map { Closed(subscriber: $0, inside: 0) }
  }

  /// Whether the list holds no subscriber.
  package var isEmpty: Bool { closed.isEmpty }

  /// The subscriptions in tree order: each one before the subscribers inside it.
  ///
  /// O(n): a subscriber's place in the pre-order walk is the start of its subtree in the
  /// post-order list plus the number of subscribers that enclose it.
  package var subscribers: [any AnyObject & Sendable] {
    guard let last = closed.last else { return [] }
    var walk = [any AnyObject & Sendable](repeating: last.subscriber, count: closed.count)
    // The starts of the subtrees that enclose the current entry, innermost last.
    var enclosing: [Int] = []
    for index in closed.indices.reversed() {
      while let start = enclosing.last, start > index { enclosing.removeLast() }
      let start = index - closed[index].inside
      walk[start + enclosing.count] = closed[index].subscriber
      enclosing.append(start)
    }
    return walk
  }

  /// Fills `positions` with each subscriber's place in ``subscribers`` (the first, should one be
  /// listed twice), by identity, after emptying it (its capacity is kept). O(n).
  ///
  /// - Parameter positions: The table to fill.
  package func fill(positions: inout [ObjectIdentifier: Int]) {
    positions.removeAll(keepingCapacity: true)
    for (position, subscriber) in subscribers.enumerated() where positions[ObjectIdentifier(subscriber)] == nil {
      positions[ObjectIdentifier(subscriber)] = position
    }
  }

  /// Closes the list with `subscriber`: every subscriber listed so far is inside it.
  ///
  /// - Parameter subscriber: The subscription of the enclosing subscriber.
  package mutating func enclose(_ subscriber: any AnyObject & Sendable) {
    closed.append(Closed(subscriber: subscriber, inside: closed.count))
  }

  /// Appends the subscribers of `next` (the next sibling's subtree). When this list is
  /// empty it takes `next`'s storage as it is (no copy).
  ///
  /// - Parameter next: The list of the subtree that follows in the tree.
  package mutating func append(_ next: SubscriberOrder) {
    if closed.isEmpty {
      closed = next.closed
    } else {
      closed.append(contentsOf: next.closed)
    }
  }

  /// Whether two lists hold the same subscriptions (identity) in the same places.
  ///
  /// - Parameters:
  ///   - lhs: A list.
  ///   - rhs: Another list.
  package static func == (lhs: SubscriberOrder, rhs: SubscriberOrder) -> Bool {
    lhs.closed.elementsEqual(rhs.closed) { $0.subscriber === $1.subscriber && $0.inside == $1.inside }
  }
}
