#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// The modifier behind `handleUndoableEvent`: a responder that handles events of type `Value`
/// and registers, with the undo manager of its environment, the inverse its closure returns.
///
/// Kept across body evaluations like any responder (``ResponderModifier``). The closure that
/// registers reads the node from the anchor when it runs, so the inverse travels from the
/// responder's current position; it reads the undo manager the last evaluation saw. It publishes
/// the window's undo scope for the Undo and Redo commands.
struct UndoableResponderModifier<Value: Event>: ResponderPositionGiving {
  /// The user's closure: synchronous, or asynchronous under a policy for work in flight.
  enum Handler {
    case sync((Value) throws -> UndoAction?)
    case async(@MainActor (Value) async throws -> UndoAction?, InFlightPolicy)
  }

  @Environment(\.responderPlace) private var place
  @Environment(\.undoManager) private var undoManager
  @StateObject private var storage = AnchorStorage()

  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
  let handler: Handler
  /// When the responder is asked (``/HierarchyResponderCore/ResponderPhase``).
  let phase: ResponderPhase
  var contentType: Any.Type = Never.self

  func body(content: Content) -> some View {
    let site = ResponderSite(fileID: fileID, filePath: filePath, line: line, column: column, name: place.name)
    let anchor = storage.anchor(for: TypedResponder<Value>.self)
    let undoManager = undoManager
    let inside: ResponderChain
    switch handler {
    case .sync(let handler):
      inside = anchor.update(
        parent: place.chain, kind: .handleUndoableEvent, site: site,
        body: .handle { [weak anchor] value in
          guard let action = try handler(value) else { return }
          Self.register(action, of: value, at: anchor?.node, in: undoManager)
        }, phase: phase)
    case .async(let handler, let inFlight):
      inside = anchor.update(
        parent: place.chain, kind: .handleUndoableEvent, site: site,
        work: { [weak anchor] value in
          // Registered when the work succeeds: not when it starts, nor when it throws or is cancelled.
          if let action = try await handler(value), !Task.isCancelled {
            Self.register(action, of: value, at: anchor?.node, in: undoManager)
          }
          return .handled
        }, inFlight: inFlight, phase: phase)
    }
    UnreachableResponders.register(inside.node, scope: storage.hierarchy, currentScope: storage.currentHierarchy)
    return content.responderPosition(inside, parent: place, wrapsPosition: storage.wrapsPosition(contentType))
      .focusedSceneValue(\.undoScope, undoManager.map(UndoScope.of) ?? UndoScope.none)
  }

  /// Registers `action` for the event `value` that the responder at `node` handled: not while an
  /// Undo or Redo trip travels (it registers its own counterpart), nor without an undo manager
  /// (a context without undo: nothing is registered, as SwiftUI advises).
  private static func register(_ action: UndoAction, of value: Value, at node: ResponderNode?, in undoManager: UndoManager?) {
    guard UndoTrip.current == nil, let undoManager, let node else { return }
    UndoRegistration.register(action, of: value, at: node, in: undoManager)
  }
}
