/// Safety declarations and registrations kept across body evaluations.
///
/// In release builds safety adds no node: these return `parent` unchanged.
extension ResponderAnchor where Node == SafetyDeclarationNode {
  /// Keeps a `.triggers`/`.reports` declaration of `types` (its matchers, level and
  /// explicitness are the latest evaluation's).
  package func update(
    parent: ResponderChain, kind: ResponderKind, types: [Any.Type], matchers: [(Payload) -> Bool],
    level: ResponderSafetyLevel, requiresExplicitResponders: Bool, site: ResponderSite
  ) -> ResponderChain {
    #if DEBUG
      update(parent: parent, isCompatible: { $0.kind == kind }) { parentNode in
        SafetyDeclarationNode(
          parent: parentNode, kind: kind, site: site, types: types, matchers: matchers, level: level,
          requiresExplicitResponders: requiresExplicitResponders)
      } install: { node in
        node.site = site
        node.matchers = matchers
        node.declaredNames = types.map { String(describing: $0) }
        node.level = level
        node.requiresExplicitResponders = requiresExplicitResponders
      }
    #else
      parent
    #endif
  }
}

extension ResponderAnchor where Node == RegisteredHandlerNode {
  /// Keeps a registration of explicit responders for the types `matchers` accept.
  package func update(
    parent: ResponderChain, side: ResponderSide, matchers: [(Payload) -> Bool], site: ResponderSite
  ) -> ResponderChain {
    #if DEBUG
      update(parent: parent, isCompatible: { $0.side == side }) { parentNode in
        RegisteredHandlerNode(parent: parentNode, side: side, site: site, matchers: matchers)
      } install: { node in
        node.site = site
        node.matchers = matchers
      }
    #else
      parent
    #endif
  }
}
