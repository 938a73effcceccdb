/// One link of the responder chain: what one modifier registered.
///
/// Nodes form a tree that mirrors the view hierarchy: each node points to its
/// parent (outer) node, and keeps shortcuts to the nearest outer node of each
/// side, so that an event skips error and request responders (and the reverse) in constant
/// time. Nodes are created on the main actor. A node's parent never changes, so
/// a journey or an asynchronous resume always sees the chain it started on; what
/// a node *does* (its closure, site, safety settings) may be replaced by the
/// SwiftUI layer at each body evaluation (see ``ResponderAnchor``).
///
/// ``parent`` and ``outerObserver`` are strong references. The side shortcuts (``outerEventLink``,
/// ``outerErrorLink``, ``outerRequestLink``) are unretained, and this is their
/// invariant: a node's ancestors live at least as long as the node, because its
/// parent chain holds them and a parent never changes. So whoever keeps a node
/// alive may follow its shortcuts outward, and use the nodes it reaches,
/// without a reference count: the dispatcher's loop past responders that ignore
/// a value does exactly that, which keeps a skipped hop to a few loads and a
/// compare. Releasing a chain of any depth is a loop, not a recursion.
@MainActor
package class ResponderNode {
  /// A dynamic type (by identity) that this node ignores: ``respond(to:context:)``
  /// returns `.ignored` for every value of that type, so the dispatcher passes the
  /// node without asking it. `nil` when unknown. Set by a node whose answer
  /// depends only on the type (``TypedResponder`` after a failed cast of a class
  /// or protocol type it cannot decide statically).
  ///
  /// Internal, like every storage the dispatch touches: the whole-module build sees
  /// each access and drops the dynamic exclusivity check.
  ///
  /// `nonisolated(unsafe)`, and no data race: it is written only by ``TypedResponder`` (isolated to
  /// the main actor) and read only by ``passes(key:type:plain:)``, whose two callers (the
  /// dispatcher's skip loop and ``ResponderQuery``) run on the main actor. `passes` is nonisolated
  /// only so that the skip loop's closure is: reading this through `MainActor.assumeIsolated`
  /// instead cost an untyped hop 1,037 instructions (`Docs/Design/FastPath.md`).
  final nonisolated(unsafe) var ignoredType: ObjectIdentifier?

  /// What the dispatcher knows about this node without asking it, for values of
  /// a *plain* type (a struct or enum that is not a wrapper such as `Optional`
  /// or `AnyHashable`: see ``Payload/isPlain``):
  ///
  /// - ``PassKey/askAlways``: ask it (untyped responders, safety declarations,
  ///   responders for protocols and classes).
  /// - ``PassKey/never``: it acts on no value (a registration for safety checks).
  /// - any other value: the identity of the one plain type it accepts; a plain
  ///   value of any other type casts to it never, so it is passed without asking.
  package final nonisolated let passKey: UInt

  /// The node this one was added inside of (outer), or `nil` at the root.
  /// A `var` only so that `deinit` can release the ancestors iteratively.
  ///
  /// `nonisolated(unsafe)`, and no data race: it is written only at `init` and by `deinit`, which
  /// is not isolated (a node may be released on any thread) and writes only this node's storage
  /// and that of ancestors it holds the only reference to (`isKnownUniquelyReferenced`), which no
  /// other thread can reach; every other access reads it on the main actor.
  package final private(set) nonisolated(unsafe) var parent: ResponderNode?
  /// The nearest strictly outer node on the event side, unretained (see the invariant above).
  package final nonisolated let outerEventLink: Unmanaged<ResponderNode>?
  /// The nearest strictly outer node on the error side, unretained.
  package final nonisolated let outerErrorLink: Unmanaged<ResponderNode>?
  /// The nearest strictly outer node on the request side, unretained.
  package final nonisolated let outerRequestLink: Unmanaged<ResponderNode>?
  /// The nearest strictly outer journey observer: a plain reference, read only when a journey is
  /// recorded (no dispatch benchmark case reads it).
  package final let outerObserver: JourneyObserverNode?
  /// The side this node responds on; `nil` for nodes that only observe.
  package final let side: ResponderSide?
  /// What registered this node, for journeys and issues.
  package final let kind: ResponderKind?
  /// Where this node was registered (replaced at each body evaluation in the SwiftUI layer,
  /// for the name given by `responderName(_:)`).
  package final var site: ResponderSite
  /// When the dispatcher asks this node (``ResponderPhase``). A capture or fallback node's
  /// ``passKey`` is ``PassKey/never``: the usual inner-to-outer loop passes it like a node for
  /// another type, and only its own phase asks it.
  package final let phase: ResponderPhase
  /// Whether a capture node is at or outer to this one (on any side): a value sent from here
  /// runs the capture phase first. Computed once, so a send without one tests a flag.
  package final nonisolated let capturesAtOrOuter: Bool
  /// Whether a fallback node is at or outer to this one (on any side): a value that started
  /// here and reached the root untaken asks the fallbacks it passed.
  package final let fallbacksAtOrOuter: Bool
  /// Whether a send from here takes the dispatcher's careful path: a journey observer or a
  /// capture node is at or outer to this one. One flag, tested once per send.
  package final let sendsCarefully: Bool

  package init(
    parent: ResponderNode?, side: ResponderSide?, kind: ResponderKind?, site: ResponderSite,
    passKey: UInt = PassKey.askAlways, phase: ResponderPhase = .bubble, observes: Bool = false
  ) {
    self.parent = parent
    self.side = side
    self.kind = kind
    self.site = site
    self.phase = phase
    self.passKey = phase == .bubble ? passKey : PassKey.never
    let captures = phase == .capture || parent?.capturesAtOrOuter == true
    self.capturesAtOrOuter = captures
    self.fallbacksAtOrOuter = phase == .fallback || parent?.fallbacksAtOrOuter == true
    self.sendsCarefully = captures || observes || parent?.observerEntry != nil
    self.outerEventLink = parent?.entry(for: .event).map(Unmanaged.passUnretained)
    self.outerErrorLink = parent?.entry(for: .error).map(Unmanaged.passUnretained)
    self.outerRequestLink = parent?.entry(for: .request).map(Unmanaged.passUnretained)
    self.outerObserver = parent?.observerEntry
  }

  deinit {
    // Releasing `parent` here would release its parent from its own deinit, and so
    // on: a recursion as deep as the chain. Instead, detach each ancestor that
    // only this chain holds and release it with its parent already detached.
    var next = parent.take()
    while var node = next.take() {
      guard isKnownUniquelyReferenced(&node) else { return }
      next = node.parent.take()
    }
  }

  /// Whether the dispatcher passes this node without asking it, for a value of
  /// dynamic type `type` (`key` is its bit pattern) that is plain or not.
  @inline(__always)
  package final nonisolated func passes(key: UInt, type: ObjectIdentifier, plain: Bool) -> Bool {
    let own = passKey
    if own == PassKey.never { return true }
    if plain, own != PassKey.askAlways { return own != key }
    return ignoredType == type
  }

  /// The first node of `side` at or outer to this one.
  @inline(__always)
  package final func entry(for side: ResponderSide) -> ResponderNode? {
    self.side == side ? self : outer(side)
  }

  /// The nearest strictly outer node of `side`.
  @inline(__always)
  package final nonisolated func outer(_ side: ResponderSide) -> ResponderNode? {
    outerLink(side)?.takeUnretainedValue()
  }

  /// The nearest strictly outer node of `side`, unretained (kept alive by this node).
  @inline(__always)
  package final nonisolated func outerLink(_ side: ResponderSide) -> Unmanaged<ResponderNode>? {
    switch side {
    case .event: outerEventLink
    case .error: outerErrorLink
    case .request: outerRequestLink
    }
  }

  /// The nearest journey observer at or outer to this node.
  package var observerEntry: JourneyObserverNode? { outerObserver }

  /// Responds to a value of this node's side. Overridden by every responding node.
  package func respond(to payload: Payload, context: inout DispatchContext) -> DispatchStep {
    .ignored
  }

  /// Whether this node may act on a value of dynamic type `type`, asked without a value
  /// (the capability query; for a request node, whether it answers requests of `type`). Nodes
  /// that respond to nothing answer `false`.
  package func mayTake(_ type: Any.Type) -> Bool { false }

  /// Whether this node responds to values at all: a responder of any kind (its ``kind``), not a
  /// safety declaration, a validation, a registration or a journey observer, which act on no
  /// value. The outward query's answer for any value (``ResponderQuery/Question/anything``).
  package final var respondsToValues: Bool {
    guard let kind else { return false }
    return !kind.isDeclaration
  }

  /// Whether this is an explicit (typed) responder that accepts `payload`.
  /// Safety declarations ask this of the nodes outer to them.
  package func explicitlyAccepts(_ payload: Payload) -> Bool { false }
}

/// The special values of ``ResponderNode/passKey``.
package enum PassKey {
  /// Ask the node for every value.
  package static let askAlways: UInt = 0
  /// The node acts on no value.
  package static let never: UInt = 1

  /// The key of a node that accepts only `type` among plain values, or ``askAlways``
  /// when a plain value of another type may cast to `type`: `type` is a class,
  /// a protocol, a wrapper (`Optional`, `AnyHashable`) or a covariant collection
  /// (`[Dog]` casts to `[any Animal]`).
  package static func only(_ type: Any.Type) -> UInt {
    Payload.castDependsOnlyOnType(type) ? UInt(bitPattern: ObjectIdentifier(type)) : askAlways
  }
}
