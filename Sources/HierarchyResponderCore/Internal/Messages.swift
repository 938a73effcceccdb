/// The text of every runtime issue, in one place (tests assert them word for word).
package enum Messages {
  /// A value that no responder handled.
  package static func unhandled(_ payload: Payload, origin: ResponderSite) -> String {
    let name = payload.typeName
    switch payload {
    case .event:
      return "Unhandled event \(name) triggered at \(origin): no responder handled it. "
        + "Add .handleEvent(\(name).self) { … } to an ancestor view."
    case .error:
      return "Unhandled error \(name) reported at \(origin): no responder handled it. "
        + "Add .handleError(\(name).self) { … } to an ancestor view."
    }
  }

  /// A dispatch nested deeper than the limit.
  package static func depthExceeded(_ payload: Payload, origin: ResponderSite, limit: Int) -> String {
    let what = payload.side == .event ? "event" : "error"
    return "Dropped \(what) \(payload.typeName) from \(origin): responders were nested more than \(limit) levels deep. "
      + "A responder probably sends the value it is handling."
  }

  /// A value whose type a `.triggers`/`.reports` declaration does not list.
  package static func undeclared(_ payload: Payload, declaration: ResponderSite, declared: [String]) -> String {
    let name = payload.typeName
    let modifier = payload.side == .event ? ".triggers" : ".reports"
    return "\(name) passed the \(modifier) declaration at \(declaration), which does not list it "
      + "(declared: \(declared.joined(separator: ", "))). Add \(name).self to the declaration."
  }

  /// A declared type with no explicit responder outer to its declaration.
  package static func missingExplicitResponder(_ payload: Payload, declaration: ResponderSite) -> String {
    let name = payload.typeName
    let (modifier, responder) = payload.side == .event ? (".triggers", ".handleEvent") : (".reports", ".handleError")
    return "\(name) is declared by \(modifier) at \(declaration), but no responder above it names \(name). "
      + "Add \(responder)(\(name).self) { … } to an ancestor view, or use .requireExplicitResponders(false)."
  }

  /// A publish nested deeper than the limit (a subscriber publishing while it handles).
  package static func publishDepthExceeded(typeName: String, origin: ResponderSite?, limit: Int) -> String {
    "Dropped \(typeName) published\(at(origin)): publishes were nested more than \(limit) levels deep. "
      + "A subscriber probably publishes the event it is handling."
  }

  /// Nested publishes that caused more deliveries than the limit for one top-level publish.
  package static func publishWorkExceeded(typeName: String, origin: ResponderSite?, limit: Int) -> String {
    "Dropped \(typeName) published\(at(origin)): one publish caused more than \(limit) deliveries. "
      + "A subscriber probably publishes more than once for each event it handles."
  }

  /// A subscriber with no publisher of its event type above it.
  package static func subscriberWithoutPublisher(typeName: String, site: ResponderSite) -> String {
    "The subscriber to \(typeName) at \(site) has no .publisher(for: \(typeName).self) above it: it receives nothing. "
      + "Add .publisher(for: \(typeName).self) { … } to an ancestor view."
  }

  /// A main-actor call (trigger, report, publish) made from another thread by a Swift 5 caller.
  package static func offMainThread(_ what: String, origin: ResponderSite) -> String {
    "\(what) was called off the main thread at \(origin): it is delivered on the main actor, later. "
      + "Call it from the main actor."
  }

  private static func at(_ origin: ResponderSite?) -> String {
    origin.map { " at \($0)" } ?? ""
  }
}
