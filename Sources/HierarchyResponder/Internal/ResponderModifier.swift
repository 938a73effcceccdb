#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// The modifier behind every synchronous responder: it reads the chain its parent
/// gave it and hands its content the chain with its responder in front.
///
/// Its responder is kept across body evaluations in an anchor (per-instance
/// storage, made once per view identity: ``AnchorStorage``), so the chain its
/// content sees keeps its identity while nothing outer to it changes: views below
/// that read `triggerEvent` are not re-evaluated. Each
/// evaluation installs the latest closure, so the closure that runs sees the
/// current state. The user's closure is stored as it is (in a ``ResponderBody``
/// shape): an evaluation with nothing changed allocates nothing, and neither does
/// the modifier's `init` (the storage's autoclosure captures nothing).
struct ResponderModifier<Value>: ResponderPositionGiving {
  @Environment(\.responderPlace) private var place
  @StateObject private var storage = AnchorStorage()

  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
  let kind: ResponderKind
  var phase = ResponderPhase.bubble
  let responderBody: ResponderBody<Value>
  var contentType: Any.Type = Never.self

  func body(content: Content) -> some View {
    let site = ResponderSite(fileID: fileID, filePath: filePath, line: line, column: column, name: place.name)
    let inside = storage.anchor(for: TypedResponder<Value>.self).update(
      parent: place.chain, kind: kind, site: site, body: responderBody, phase: phase)
    registerForUnhandledHints(inside.node, in: storage)
    return content.responderPosition(inside, parent: place, wrapsPosition: storage.wrapsPosition(contentType))
  }
}

/// A ``ResponderModifier`` whose responder runs asynchronous work, owned by this
/// view's identity: the anchor's task scope lives in the
/// modifier's per-instance storage (``AnchorStorage``), not in its appearance.
///
/// So the work keeps running, and new events keep being handled, while the view is
/// covered by a pushed screen, sits in a deselected tab or under a sheet (it has
/// disappeared, it still exists). When the view is removed (popped, dismissed, its
/// branch switched off, its row deleted, its host released) the storage is released
/// and cancels the scope: what the work produces afterwards is dropped, and a value
/// that still reaches the responder ends its journey `cancelled`. A test host waits
/// for the work through the storage.
///
/// Its policy for work in flight is installed at each evaluation; the
/// anchor keeps the work it tracks, so a policy holds across body evaluations and rebuilt nodes.
struct AsyncResponderModifier<Value>: ResponderPositionGiving {
  @Environment(\.responderPlace) private var place
  @StateObject private var storage = AnchorStorage()

  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
  let kind: ResponderKind
  var phase = ResponderPhase.bubble
  let inFlight: InFlightPolicy
  let work: @MainActor (Value) async throws -> ResponderReply
  var contentType: Any.Type = Never.self

  func body(content: Content) -> some View {
    let site = ResponderSite(fileID: fileID, filePath: filePath, line: line, column: column, name: place.name)
    let anchor = storage.anchor(for: TypedResponder<Value>.self)
    let inside = anchor.update(parent: place.chain, kind: kind, site: site, work: work, inFlight: inFlight, phase: phase)
    registerForUnhandledHints(inside.node, in: storage)
    return content.responderPosition(inside, parent: place, wrapsPosition: storage.wrapsPosition(contentType))
  }
}

/// The modifier behind declarations, registrations, observers and bridges: a
/// node of another class kept across body evaluations like a responder's.
struct AnchoredNodeModifier<Node: ResponderNode>: ResponderPositionGiving {
  @Environment(\.responderPlace) private var place
  @StateObject private var storage = AnchorStorage()

  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
  /// Installs the latest configuration in the anchor's node (or builds it) and returns the chain.
  let update: @MainActor (ResponderAnchor<Node>, ResponderChain, ResponderSite) -> ResponderChain
  var contentType: Any.Type = Never.self

  func body(content: Content) -> some View {
    let site = ResponderSite(fileID: fileID, filePath: filePath, line: line, column: column, name: place.name)
    let inner = update(storage.anchor(for: Node.self), place.chain, site)
    return content.responderPosition(inner, parent: place, wrapsPosition: storage.wrapsPosition(contentType))
  }
}

extension View {
  /// Registers a synchronous responder for values of `type` (glue for every public modifier).
  func responder<Value>(
    _ type: Value.Type, kind: ResponderKind, phase: ResponderPhase = .bubble, fileID: StaticString, filePath: StaticString, line: UInt,
    column: UInt, _ body: ResponderBody<Value>
  ) -> some View {
    positioned(ResponderModifier(fileID: fileID, filePath: filePath, line: line, column: column, kind: kind, phase: phase, responderBody: body))
  }

  /// Registers an asynchronous responder for values of `type`, owned by this view, under its
  /// policy for work in flight.
  func responder<Value>(
    _ type: Value.Type, kind: ResponderKind, phase: ResponderPhase = .bubble, inFlight: InFlightPolicy, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt, async body: @escaping @MainActor (Value) async throws -> ResponderReply
  ) -> some View {
    positioned(
      AsyncResponderModifier(
        fileID: fileID, filePath: filePath, line: line, column: column, kind: kind, phase: phase, inFlight: inFlight, work: body))
  }
}

extension ResponderReply {
  /// The reply of a `receive…` closure.
  init(_ result: ReceiveEventResult) {
    self = result == .handled ? .handled : .notHandled
  }

  init(_ result: ReceiveErrorResult) {
    self = result == .handled ? .handled : .notHandled
  }
}

/// Lets the message for an unhandled value name `node` when the value could not reach it (a
/// responder on the sending view's own body), among the responders of the same hierarchy
/// (``AnchorStorage/hierarchy``).
@MainActor
private func registerForUnhandledHints(_ node: ResponderNode?, in storage: AnchorStorage) {
  UnreachableResponders.register(node, scope: storage.hierarchy, currentScope: storage.currentHierarchy)
}
