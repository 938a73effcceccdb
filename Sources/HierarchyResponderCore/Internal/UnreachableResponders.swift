/// In debug builds, the typed responders the SwiftUI layer registered, held weakly, so that the
/// message for an unhandled value can name a responder for its type that exists where the value
/// could not go.
///
/// The usual case is the trap of a view's own body: the `triggerEvent` a view reads is the chain
/// *outside* its own modifiers, so a button in a screen's body does not reach the
/// `.handleEvent` or `.transformEvent` written on that same body
/// (responders are outer to the views they wrap). The message then says so, instead of
/// suggesting a responder that already exists.
@MainActor
package enum UnreachableResponders {
  private struct WeakNode {
    weak var node: ResponderNode?
    /// The hierarchy it was registered in (a HeadlessUI host), when there are several.
    let scope: ObjectIdentifier?
    /// The hierarchy at work now, as the registration that made this entry tells it: the entry
    /// is named only while its own hierarchy is at work, whatever other registrations were told.
    let currentScope: @MainActor () -> ObjectIdentifier?

    /// Whether the responder belongs to the hierarchy at work now.
    @MainActor
    var isInCurrentScope: Bool { scope == currentScope() }
  }

  /// The registered responders, by identity: a registry of the process, not of one trip (the
  /// hierarchy a value is sent in is asked of each entry, ``WeakNode/isInCurrentScope``).
  private static var nodes: [ObjectIdentifier: WeakNode] = [:]
  /// The size at which released entries are next forgotten.
  private static var pruneAt = 1_024

  /// Remembers `node` (a typed responder of the SwiftUI layer); registering again is harmless.
  ///
  /// - Parameters:
  ///   - node: the responder.
  ///   - scope: the hierarchy it belongs to, when a process holds several (HeadlessUI hosts).
  ///   - currentScope: the hierarchy at work when a value is sent.
  package static func register(
    _ node: ResponderNode?, scope: ObjectIdentifier?, currentScope: @escaping @MainActor () -> ObjectIdentifier?
  ) {
    #if DEBUG
      guard let node else { return }
      let id = ObjectIdentifier(node)
      if nodes[id]?.node === node { return }
      nodes[id] = WeakNode(node: node, scope: scope, currentScope: currentScope)
      if nodes.count >= pruneAt {
        nodes = nodes.filter { $0.value.node != nil }
        pruneAt = max(1_024, nodes.count * 2)
      }
    #endif
  }

  /// A registered typed responder that accepts `payload` and is not on its way from `position`
  /// (the position it was sent from: `nil` for the root), if there is one.
  package static func responder(for payload: Payload, sentFrom position: ResponderNode?) -> ResponderNode? {
    #if DEBUG
      var onTheWay: Set<ObjectIdentifier> = []
      var node = position?.entry(for: payload.side)
      while let current = node {
        onTheWay.insert(ObjectIdentifier(current))
        node = current.outer(payload.side)
      }
      let found = nodes.values.filter(\.isInCurrentScope).compactMap(\.node).filter {
        $0.side == payload.side && !onTheWay.contains(ObjectIdentifier($0)) && $0.explicitlyAccepts(payload)
      }
      // Several: the first in file order, so that the message does not depend on the registry's.
      return found.min { ($0.site.fileID, $0.site.line) < ($1.site.fileID, $1.site.line) }
    #else
      nil
    #endif
  }
}
