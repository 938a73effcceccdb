/// A `.triggers(...)` or `.reports(...)` declaration: checks the values that pass it.
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
    super.init(parent: parent, side: kind.side, kind: kind, site: site)
  }

  package override func respond(to payload: Payload, context: inout DispatchContext) -> DispatchStep {
    guard level != .disabled else { return .ignored }
    let type = context.valueType
    let listedHere = matchers.contains { $0(payload) }
    if listedHere {
      context.declaredType = type
    } else if context.declaredType != type {
      let message = Messages.undeclared(payload, declaration: site, origin: context.origin.site, declared: declaredNames)
      if let stop = infraction(message) { return stop }
    }
    if listedHere, requiresExplicitResponders, !hasExplicitResponder(for: payload) {
      let message = Messages.missingExplicitResponder(payload, declaration: site, origin: context.origin.site)
      if let stop = infraction(message) { return stop }
    }
    return .ignored
  }

  /// Whether a typed responder outer to this declaration accepts `payload`.
  private func hasExplicitResponder(for payload: Payload) -> Bool {
    var node = outer(payload.side)
    while let current = node {
      if current.explicitlyAccepts(payload) { return true }
      node = current.outer(payload.side)
    }
    return false
  }

  /// Reports an infraction at this declaration's level; returns the step that
  /// stops the value when the level is strict.
  private func infraction(_ message: String) -> DispatchStep? {
    switch level {
    case .disabled:
      return nil
    case .relaxed:
      ResponderDiagnostics.report(message, site: site)
      return nil
    case .strict:
      ResponderDiagnostics.fatal(message, site: site)
      return .dropped(reason: message)
    }
  }
}
