/// Keeps one node across the body evaluations of a SwiftUI modifier, so that the
/// chain its content sees keeps its identity.
///
/// A responder modifier owns an anchor in per-instance storage (made once per
/// view identity) and calls ``update(parent:kind:site:body:)`` at each body evaluation with the
/// chain its parent gave it and its latest closure:
///
/// - when the parent chain is the one the kept node was built on (nothing outer
///   changed), the anchor installs the new closure and site in the kept node and
///   returns the same chain: no allocation, and a chain equal (`===` node) to the
///   previous one, so the views below that read it are not re-evaluated;
/// - otherwise (a responder added, removed or re-ordered above, a different
///   branch), it builds a new node on the new parent. A node's parent never
///   changes, so a journey or an asynchronous resume in flight keeps a consistent
///   view of the chain it started on.
///
/// The closure that runs is always the latest installed: a handler sees the
/// current state of its view.
///
/// ```swift
/// // Fragment
/// let anchor = ResponderAnchor<TypedResponder<LikeEvent>>()
/// let chain = anchor.update(parent: parent, kind: .handleEvent, site: site, body: .handleIgnoring { likes += 1 })
/// // Next evaluation, same parent: the same chain, running the new closure.
/// let again = anchor.update(parent: parent, kind: .handleEvent, site: site, body: .handleIgnoring { likes += 2 })
/// assert(again == chain)
/// ```
@MainActor
package final class ResponderAnchor<Node: ResponderNode> {
  /// The kept node, once the first evaluation built it. Stored as a `ResponderNode`
  /// (not `Node?`) so that unspecialized generic code reads it without value witnesses.
  private var keptNode: ResponderNode?

  /// The kept node, once the first evaluation built it.
  package var node: Node? { keptNode.map { $0 as! Node } }
  /// The scope of asynchronous work, made at the first asynchronous update.
  private var asyncScope: ResponderTaskScope?
  /// The work in flight under a policy, made at the first policy other than `concurrent`.
  private var asyncLane: InFlightLane?

  /// Creates an empty anchor; the first update builds the node.
  package nonisolated init() {}

  /// Returns the chain with the kept node in front of `parent`: the kept node,
  /// after `install` gave it the latest configuration, when it was built on
  /// `parent` and `isCompatible` accepts it; otherwise a new node made by `make`.
  @inline(__always)
  package func update(
    parent: ResponderChain, isCompatible: (Node) -> Bool = { _ in true },
    make: (ResponderNode?) -> Node, install: (Node) -> Void
  ) -> ResponderChain {
    if let kept = keptNode, kept.parent === parent.node, isCompatible(kept as! Node) {
      install(kept as! Node)
      return ResponderChain(node: kept)
    }
    let made = make(parent.node)
    keptNode = made
    return ResponderChain(node: made)
  }

  /// The scope that owns the asynchronous work of the anchored responder.
  package var scope: ResponderTaskScope {
    if let asyncScope { return asyncScope }
    let made = ResponderTaskScope()
    asyncScope = made
    return made
  }

  /// The work in flight of the anchored responder under `policy`: made
  /// at the first policy other than ``InFlightPolicy/concurrent`` and kept, like the scope, for as
  /// long as the anchor, so that a node rebuilt on a new parent still sees the work of the
  /// previous one. `nil` while the responder never had another policy.
  package func lane(for policy: InFlightPolicy) -> InFlightLane? {
    if let asyncLane {
      asyncLane.policy = policy
      return asyncLane
    }
    guard policy != .concurrent else { return nil }
    let made = InFlightLane(policy: policy)
    asyncLane = made
    return made
  }

  /// How many tasks of the anchored responder are running now.
  package var runningTaskCount: Int { asyncScope?.runningTaskCount ?? 0 }

  /// Cancels the asynchronous work and closes the scope for good: values that
  /// reach the responder afterwards are dropped (their journeys end `cancelled`).
  package func cancel() {
    asyncScope?.cancelAll()
  }

  /// Cancels the asynchronous work because the anchor's view was removed;
  /// callable from a `deinit`, which is not isolated.
  ///
  /// On the main thread (where SwiftUI releases a view's storage) the scope is
  /// closed before this returns, so nothing started afterwards runs. Anywhere
  /// else the cancellation is carried to the main actor.
  package nonisolated func viewRemoved() {
    guard MainThread.isCurrent else {
      Task { @MainActor in self.cancel() }
      return
    }
    MainActor.assumeIsolated { self.cancel() }
  }
}

extension ResponderAnchor {
  /// Keeps a responder for `Value`: installs `body` and `site` in the kept node
  /// when `parent` did not change, or builds a new node on `parent`.
  ///
  /// An ``ResponderBody/async(_:)`` body runs its work in the anchor's ``scope``. A new `phase`
  /// builds a new node (a node's phase never changes).
  package func update<Value>(
    parent: ResponderChain, kind: ResponderKind, site: ResponderSite, body: ResponderBody<Value>, phase: ResponderPhase = .bubble
  ) -> ResponderChain where Node == TypedResponder<Value> {
    if let kept = keptNode, kept.parent === parent.node, kept.kind == kind, kept.phase == phase {
      (kept as! TypedResponder<Value>).body = body
      if !kept.site.isIdentical(to: site) { kept.site = site }
      return ResponderChain(node: kept)
    }
    let isAsync = if case .async = body { true } else { false }
    let made = TypedResponder(parent: parent.node, kind: kind, site: site, body: body, scope: isAsync ? scope : nil, phase: phase)
    keptNode = made
    return ResponderChain(node: made)
  }

  /// Keeps an asynchronous responder for `Value` (``update(parent:kind:site:body:)`` with an
  /// ``ResponderBody/async(_:)`` body) whose work runs in the anchor's ``scope`` under `inFlight`.
  package func update<Value>(
    parent: ResponderChain, kind: ResponderKind, site: ResponderSite,
    work: @escaping @MainActor (Value) async throws -> ResponderReply, inFlight: InFlightPolicy, phase: ResponderPhase = .bubble
  ) -> ResponderChain where Node == TypedResponder<Value> {
    let chain = update(parent: parent, kind: kind, site: site, body: .async(work), phase: phase)
    if let node = chain.node { (node as! TypedResponder<Value>).lane = lane(for: inFlight) }
    return chain
  }
}

/// An anchor whose view can be removed, whatever its node type: what the layer's
/// non-generic per-instance storage calls when it is released.
package protocol RemovableAnchor: AnyObject, Sendable {
  /// Cancels the anchored responder's asynchronous work: its view was removed.
  nonisolated func viewRemoved()
}

extension ResponderAnchor: RemovableAnchor {}
