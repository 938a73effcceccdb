/// The publishing contexts visible at a point of the hierarchy, keyed by event
/// type and publisher id: the environment value the SwiftUI layer passes down.
///
/// Setting a context for a type and id hides the one set above for the same
/// key, so the inner of two nested publishers with the same id wins for the
/// subscribers inside it; contexts of other types or ids pass through.
///
/// ```swift
/// var contexts = SubscriptionContexts()
/// contexts[ShakeEvent.self, id: "shake"] = SubscriptionContext(registry: registry)
/// let found = contexts[ShakeEvent.self, id: "shake"] // the registry's context
/// ```
///
/// A subscriber that finds no context (no publisher of its type and id above
/// it) is valid and stays silent: it simply receives nothing.
public struct SubscriptionContexts: Sendable {
  private struct Key: Hashable, Sendable {
    let type: ObjectIdentifier
    let id: String
  }

  private var contexts: [Key: any Sendable] = [:]

  /// No context: what the root of a hierarchy sees.
  public init() {}

  /// The nearest context for events of type `type` published under `id`.
  public subscript<E: Event>(type: E.Type, id id: String) -> SubscriptionContext<E>? {
    get { contexts[Key(type: ObjectIdentifier(type), id: id)] as? SubscriptionContext<E> }
    set { contexts[Key(type: ObjectIdentifier(type), id: id)] = newValue }
  }
}
