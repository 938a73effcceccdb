/// A `.triggers(...)`, `.reports(...)` or `.requests(...)` declaration: checks the values of its
/// side that pass it; one node for every side.
///
/// In debug builds, for a value passing the declaration:
/// - its type must be listed here or by a declaration inner to this one that
///   the value already passed (nested declarations add up);
/// - when explicit responders are required, a value of a type listed here needs
///   a typed responder outer to the declaration that accepts it.
///
/// Each infraction is reported at the declaration's level.
package final class SafetyDeclarationNode: ResponderNode {
  // Replaced at each body evaluation in the SwiftUI layer (the environment's level may change).
  package var matchers: [(Payload) -> Bool]
  package var declaredNames: [String]
  package var level: ResponderSafetyLevel
  package var requiresExplicitResponders: Bool

  package init(
    parent: ResponderNode?, kind: ResponderKind, site: ResponderSite, types: [Any.Type],
    matchers: [(Payload) -> Bool], level: ResponderSafetyLevel, requiresExplicitResponders: Bool
  ) {
    self.matchers = matchers
    self.declaredNames = types.map { String(describing: $0) }
    self.level = level
    self.requiresExplicitResponders = requiresExplicitResponders
    super.init(parent: parent, side: kind.side(or: .event), kind: kind, site: site)
  }

  package override func respond(to payload: Payload, context: inout DispatchContext) -> DispatchStep {
    let (type, origin) = (context.valueType, context.origin.site)
    let stop = DeclarationCheck(level: level, requiresExplicitResponders: requiresExplicitResponders, site: site).check(
      type: type, listedHere: matchers.contains { $0(payload) }, declaredType: &context.declaredType,
      undeclared: Messages.undeclared(payload, declaration: site, origin: origin, declared: declaredNames),
      hasExplicitResponder: hasExplicitResponder(for: payload),
      missingResponder: Messages.missingExplicitResponder(payload, declaration: site, origin: origin))
    return stop.map { .dropped(reason: $0) } ?? .ignored
  }

  /// Whether a typed responder outer to this declaration accepts `payload` (the outward query).
  private func hasExplicitResponder(for payload: Payload) -> Bool {
    ResponderQuery(side: payload.side, question: .explicitlyAccepting(payload)).answer(from: outer(payload.side)) != nil
  }
}
