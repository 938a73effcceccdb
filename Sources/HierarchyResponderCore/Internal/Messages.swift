/// The text of every runtime issue, in one place (tests assert them word for word).
///
/// An issue is reported *at* a location (see ``ResponderDiagnostics/report(_:site:)``), which Xcode,
/// test runners and the console show before the text: the text does not repeat it. It names
/// other places only: for an infraction, reported at its declaration, where the value was sent.
package enum Messages {
  /// A value that no responder handled (reported at `origin`, where it was sent). `unreachable`:
  /// a typed responder for it that exists off its way (on the sending view's own body, or in
  /// another branch), which the message names instead of suggesting to add one.
  package static func unhandled(
    _ payload: Payload, origin: ResponderSite, unreachable: (site: ResponderSite, kind: ResponderKind?)? = nil
  ) -> String {
    let name = payload.typeName
    if let unreachable {
      let kind = unreachable.kind.map { ".\($0)" } ?? "responder"
      let (what, sent) = payload.side == .event ? ("event", "triggerEvent") : ("error", "reportError")
      return "Unhandled \(what) \(name): no responder handled it. "
        + "A \(kind)(\(name).self) exists at \(unreachable.site), but not on the way from where it was sent: "
        + "\(sent) reaches only the responders outer to the sending view, not those on the view's own body "
        + "or in other branches. Move the responder to an ancestor view, or send from a child view."
    }
    switch payload.side {
    case .event:
      return "Unhandled event \(name): no responder handled it. "
        + "Add .handleEvent(\(name).self) { … } to an ancestor view."
    case .error:
      return "Unhandled error \(name): no responder handled it. "
        + "Add .handleError(\(name).self) { … } to an ancestor view."
    case .request:
      return unanswered(payload.dynamicType)
    }
  }

  /// A dispatch nested deeper than the limit (reported at `origin`).
  package static func depthExceeded(_ payload: Payload, origin: ResponderSite, limit: Int) -> String {
    let what = payload.side == .event ? "event" : "error"
    return "Dropped \(what) \(payload.typeName): responders were nested more than \(limit) levels deep. "
      + "A responder probably sends the value it is handling."
  }

  /// A value sent after one top-level dispatch already sent `limit` values (reported at `origin`).
  package static func workExceeded(_ payload: Payload, origin: ResponderSite, limit: Int) -> String {
    let what = payload.side == .event ? "event" : "error"
    return "Dropped \(what) \(payload.typeName): one dispatch sent more than \(limit) values. "
      + "A responder probably sends more than one value for each value it handles; "
      + "the values sent after this one in the same dispatch are dropped without another issue."
  }

  /// A value whose type a `.triggers`/`.reports` declaration does not list (reported at the
  /// declaration; `origin` is where the value was sent).
  package static func undeclared(
    _ payload: Payload, declaration: ResponderSite, origin: ResponderSite, declared: [String]
  ) -> String {
    let name = payload.typeName
    if let request = payload.requestEnvelope {
      return undeclaredRequest(request.requestType, origin: origin, declared: declared)
    }
    let modifier = payload.side == .event ? ".triggers" : ".reports"
    return "\(name) (\(sent(payload)) at \(origin)) passed this \(modifier) declaration, which does not list it "
      + "(declared: \(declared.joined(separator: ", "))). Add \(name).self to the declaration."
  }

  /// A declared type with no explicit responder outer to its declaration (reported at the
  /// declaration; `origin` is where the value was sent).
  package static func missingExplicitResponder(
    _ payload: Payload, declaration: ResponderSite, origin: ResponderSite
  ) -> String {
    let name = payload.typeName
    if let request = payload.requestEnvelope { return missingRequestResponder(request.requestType, origin: origin) }
    let (modifier, responder) = payload.side == .event ? (".triggers", ".handleEvent") : (".reports", ".handleError")
    return "\(name) (\(sent(payload)) at \(origin)) is declared by this \(modifier), but no responder above it names \(name). "
      + "Add \(responder)(\(name).self) { … } to an ancestor view, or use .requireExplicitResponders(false)."
  }

  /// A publish nested deeper than the limit (a subscriber publishing while it handles); reported
  /// where it was published.
  package static func publishDepthExceeded(typeName: String, limit: Int) -> String {
    "Dropped \(typeName) published here: publishes were nested more than \(limit) levels deep. "
      + "A subscriber probably publishes the event it is handling."
  }

  /// Nested publishes that caused more deliveries than the limit for one top-level publish;
  /// reported where it was published.
  package static func publishWorkExceeded(typeName: String, limit: Int) -> String {
    "Dropped \(typeName) published here: one publish caused more than \(limit) deliveries. "
      + "A subscriber probably publishes more than once for each event it handles."
  }

  /// A published value that waited for a subscriber until its deadline; reported where it was
  /// published.
  package static func publishedValueExpired(typeName: String, seconds: Double) -> String {
    let waited = seconds == seconds.rounded() ? "\(Int(seconds))" : "\(seconds)"
    return "\(typeName) published here waited \(waited) s and expired: no subscriber to \(typeName) under its publisher appeared on screen. "
      + "Show the screen that subscribes sooner, wait longer, or pass reportsExpiry: false if it may legitimately find none."
  }

  /// A subscriber with no publisher of its event type above it; reported at the subscriber.
  package static func subscriberWithoutPublisher(typeName: String) -> String {
    "This subscriber to \(typeName) has no .publisher(for: \(typeName).self) above it: it receives nothing. "
      + "Add .publisher(for: \(typeName).self) { … } to an ancestor view."
  }

  /// A main-actor call (trigger, report, publish) made from another thread by a Swift 5 caller;
  /// reported at the call.
  package static func offMainThread(_ what: String) -> String {
    "\(what) was called off the main thread: it is delivered on the main actor, later. "
      + "Call it from the main actor."
  }

  /// How a value of `payload`'s side is sent: "triggered" or "reported".
  private static func sent(_ payload: Payload) -> String {
    payload.side == .event ? "triggered" : "reported"
  }
}
