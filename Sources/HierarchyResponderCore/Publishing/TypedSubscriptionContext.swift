/// A ``SubscriptionContext`` seen without its event type: what ``SubscriptionContexts/all`` lists,
/// so that a view can open each one and work with its type (a
/// `.subscriberOrderRoot()` reads the order of the subscribers of every type a publisher above
/// hands down).
///
/// ```swift
/// // Fragment
/// func registryName<Context: TypedSubscriptionContext>(_ context: Context) -> String {
///   "\(Context.E.self): \(context.registry.id)"
/// }
/// let names = contexts.all.map { registryName($0) }
/// ```
package protocol TypedSubscriptionContext: Sendable {
  /// The type of the events published.
  associatedtype E: Event
  /// The registry of the nearest publisher of `E`.
  var registry: SubscriptionRegistry<E> { get }
}

extension SubscriptionContext: TypedSubscriptionContext {}
