/// The check a safety declaration runs on each value that passes it, on every side: `.triggers`
/// (events), `.reports` (errors) and `.requests` (requests) differ only in how they recognise
/// their types and word their messages.
///
/// For a value passing the declaration, in debug builds:
/// - its type must be listed here or by a declaration inner to this one that the value already
///   passed (nested declarations add up: the trip carries the type the last one listed);
/// - when explicit responders are required, a value of a type listed here needs an explicit
///   responder outer to the declaration (the outward query, ``ResponderQuery``).
///
/// Each infraction is reported at the declaration's level; at `.strict`, the value stops.
///
/// ```swift
/// // Fragment
/// let stop = DeclarationCheck(level: .strict, requiresExplicitResponders: true, site: site).check(
///   type: ObjectIdentifier(Ping.self), listedHere: true, declaredType: &declared,
///   undeclared: "…", hasExplicitResponder: true, missingResponder: "…")
/// ```
@MainActor
package struct DeclarationCheck {
  /// How an infraction is treated.
  package let level: ResponderSafetyLevel
  /// Whether a listed type needs an explicit responder outer to the declaration.
  package let requiresExplicitResponders: Bool
  /// Where infractions are reported: the declaration.
  package let site: ResponderSite

  package init(level: ResponderSafetyLevel, requiresExplicitResponders: Bool, site: ResponderSite) {
    self.level = level
    self.requiresExplicitResponders = requiresExplicitResponders
    self.site = site
  }

  /// Checks a value of `type` passing the declaration; records in `declaredType` the type it
  /// lists. Returns the reason the value stops (a strict infraction), or `nil` when it goes on.
  ///
  /// - Parameters:
  ///   - type: the value's type, by identity.
  ///   - listedHere: whether this declaration lists it.
  ///   - declaredType: the type an inner declaration listed for this trip.
  ///   - undeclared: the message for a type no declaration on the way listed.
  ///   - hasExplicitResponder: whether an explicit responder outer to the declaration takes it.
  ///   - missingResponder: the message for a listed type without one.
  package func check(
    type: ObjectIdentifier, listedHere: @autoclosure () -> Bool, declaredType: inout ObjectIdentifier?,
    undeclared: @autoclosure () -> String, hasExplicitResponder: @autoclosure () -> Bool,
    missingResponder: @autoclosure () -> String
  ) -> String? {
    guard level != .disabled else { return nil }
    let listed = listedHere()
    if listed {
      declaredType = type
    } else if declaredType != type, let stop = infraction(undeclared()) {
      return stop
    }
    if listed, requiresExplicitResponders, !hasExplicitResponder(), let stop = infraction(missingResponder()) {
      return stop
    }
    return nil
  }

  /// Reports an infraction at this declaration's level; the reason the value stops when the
  /// level is strict.
  private func infraction(_ message: String) -> String? {
    ResponderDiagnostics.infraction(message, level: level, site: site)
    return level == .strict ? message : nil
  }
}
