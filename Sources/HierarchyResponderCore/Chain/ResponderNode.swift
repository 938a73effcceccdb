/// One link of the responder chain: what one modifier registered.
///
/// Nodes form an immutable tree that mirrors the view hierarchy: each node
/// points to its parent (outer) node, and keeps shortcuts to the nearest outer
/// node of each side, so that an event skips error responders (and the
/// reverse) in constant time. Nodes are created on the main actor and never
/// change after creation, except for ``ignoredType``, the type cache of typed responders.
@MainActor
package class ResponderNode {
  /// A dynamic type (by identity) that this node ignores: ``respond(to:context:)``
  /// returns `.ignored` for every value of that type, so the dispatcher passes the
  /// node without asking it. `nil` when unknown. Set by a node whose answer
  /// depends only on the type (``TypedResponder`` after a failed cast of a value type).
  @exclusivity(unchecked) package final nonisolated(unsafe) var ignoredType: ObjectIdentifier?

  /// The node this one was added inside of (outer), or `nil` at the root.
  package final let parent: ResponderNode?
  /// The nearest strictly outer node on the event side.
  package final let outerEvent: ResponderNode?
  /// The nearest strictly outer node on the error side.
  package final let outerError: ResponderNode?
  /// The nearest strictly outer journey observer.
  package final let outerObserver: JourneyObserverNode?
  /// The side this node responds on; `nil` for nodes that only observe.
  package final let side: ResponderSide?
  /// What registered this node, for journeys and issues.
  package final let kind: ResponderKind?
  /// Where this node was registered.
  package final let site: ResponderSite

  package init(parent: ResponderNode?, side: ResponderSide?, kind: ResponderKind?, site: ResponderSite) {
    self.parent = parent
    self.side = side
    self.kind = kind
    self.site = site
    self.outerEvent = parent?.entry(for: .event)
    self.outerError = parent?.entry(for: .error)
    self.outerObserver = parent?.observerEntry
  }

  /// The first node of `side` at or outer to this one.
  @inline(__always)
  package final func entry(for side: ResponderSide) -> ResponderNode? {
    self.side == side ? self : outer(side)
  }

  /// The nearest strictly outer node of `side`.
  @inline(__always)
  package final nonisolated func outer(_ side: ResponderSide) -> ResponderNode? {
    switch side {
    case .event: outerEvent
    case .error: outerError
    }
  }

  /// The nearest journey observer at or outer to this node.
  package var observerEntry: JourneyObserverNode? { outerObserver }

  /// Responds to a value of this node's side. Overridden by every responding node.
  package func respond(to payload: Payload, context: inout DispatchContext) -> DispatchStep {
    .ignored
  }

  /// Whether this is an explicit (typed) responder that accepts `payload`.
  /// Safety declarations ask this of the nodes outer to them.
  package func explicitlyAccepts(_ payload: Payload) -> Bool { false }
}
