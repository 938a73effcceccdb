/// The text of every runtime issue, in one place (tests assert them word for word).
package enum Messages {
  /// A value that no responder handled.
  package static func unhandled(_ payload: Payload, origin: ResponderSite) -> String {
    let name = payload.typeName
    switch payload.side {
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

  /// A value sent after one top-level dispatch already sent `limit` values.
  package static func workExceeded(_ payload: Payload, origin: ResponderSite, limit: Int) -> String {
    let what = payload.side == .event ? "event" : "error"
    return "Dropped \(what) \(payload.typeName) from \(origin): one dispatch sent more than \(limit) values. "
      + "A responder probably sends more than one value for each value it handles; "
      + "the values sent after this one in the same dispatch are dropped without another issue."
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
}
