/// One `.subscribe(to:id:handler:)` subscriber, as a registry sees it.
///
/// Its identity is the subscriber's: the SwiftUI layer keeps one subscription
/// per subscriber view (in its per-instance storage) and updates ``handler`` on every body
/// evaluation, which never re-issues a publisher.
///
/// ```swift
/// // Fragment
/// let subscription = EventSubscription<ShakeEvent> { _ in undo() }
/// registry.add(subscription, level: 1)
/// subscription.handler = { _ in undoTwice() } // same subscriber, new closure
/// ```
@MainActor
package final class EventSubscription<E: Event> {
  /// What runs when a publisher delivers an event to this subscriber.
  package var handler: @MainActor (E) -> Void
  /// Where the subscriber is, for the journeys of the values delivered to it.
  package var site: ResponderSite?

  /// Creates a subscription that runs `handler`.
  ///
  /// - Parameters:
  ///   - site: Where the subscriber is (journeys name it).
  ///   - handler: What runs when a publisher delivers an event to this subscriber
  ///     (replaceable later through ``handler``).
  package init(site: ResponderSite? = nil, handler: @escaping @MainActor (E) -> Void) {
    self.site = site
    self.handler = handler
  }
}
