/// The publishing contexts visible at a point of the hierarchy, keyed by event
/// type: the environment value the SwiftUI layer passes down.
///
/// As in the predecessor, subscribers are matched to a publisher by **event
/// type**: a subscriber to `ShakeEvent` uses the nearest `.publisher(for:
/// ShakeEvent.self)` above it, whatever the ids. Setting a context for a type
/// hides the one set above for the same type, so the inner of two nested
/// publishers of one type wins for the subscribers inside it; contexts of
/// other types pass through.
///
/// ```swift
/// // Fragment
/// var contexts = SubscriptionContexts()
/// contexts[ShakeEvent.self] = SubscriptionContext(registry: registry)
/// let found = contexts[ShakeEvent.self] // the registry's context
/// ```
///
/// A subscriber that finds no context (no publisher of its type above it)
/// receives nothing; the SwiftUI layer reports it as a safety infraction.
package struct SubscriptionContexts: Sendable {
  private var contexts: [ObjectIdentifier: any TypedSubscriptionContext] = [:]

  /// Whether a `ResponderSpy` that handles what it records is above: it stands for the
  /// publishers of the subscribers inside it, which are then not reported for having none.
  package var isInsideSpy = false

  /// No context: what the root of a hierarchy sees.
  package init() {}

  /// The nearest context of each event type, in an order that depends only on the types (so that
  /// a view built from them keeps its structure while the types stay the same).
  package var all: [any TypedSubscriptionContext] {
    contexts.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The nearest context for events of type `type`.
  ///
  /// Setting it hides, below this point, the context set above for the same type;
  /// setting `nil` removes it.
  ///
  /// - Parameter type: The event type whose context to read or set.
  /// - Returns: The context of the nearest publisher of `type`, or `nil` when there is none.
  package subscript<E: Event>(type: E.Type) -> SubscriptionContext<E>? {
    get { contexts[ObjectIdentifier(type)] as? SubscriptionContext<E> }
    set { contexts[ObjectIdentifier(type)] = newValue }
  }
}
