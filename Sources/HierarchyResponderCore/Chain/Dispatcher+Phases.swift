/// The capture and fallback phases of a trip (``ResponderPhase``): the dispatcher's loop passes
/// capture and fallback responders like responders for another type (their pass key is
/// ``PassKey/never``), and these walks, off the loop, ask them in their own order.
///
/// - Capture: when a capture responder is at or outer to where a value starts (one flag of the
///   sender, ``ResponderNode/capturesAtOrOuter``), the capture responders at or outer to it on its
///   side are asked outermost first, before the loop.
/// - Fallback: when a value reaches the root untaken and a fallback responder is at or outer to
///   where it started (``ResponderNode/fallbacksAtOrOuter``), the fallbacks between its start and
///   the root are asked, outermost first.
///
/// Both phases follow each step as the loop does (``Dispatcher/follow(_:at:payload:context:)``):
/// a handler ends the trip, a decline goes on to the next responder of the phase, a replacement
/// starts a new value after the responder that replaced it (strictly outward, so a trip still
/// ends), an asynchronous responder suspends the trip, which resumes inside its phase
/// (``Dispatcher/resumePhase(after:payload:context:)``).
extension Dispatcher {
  /// Runs the capture phase of `payload` from the value's start up to `limit` (exclusive; `nil`:
  /// the root). Returns the value when every capture responder let it go on, `nil` when the trip
  /// ended or moved on.
  static func capture(_ payload: consuming Payload, context: inout DispatchContext, inside limit: ResponderNode?) -> Payload? {
    let captures = phased(.capture, side: payload.side, from: context.start?.takeUnretainedValue(), before: limit)
    return ask(captures.reversed(), payload: payload, context: &context)
  }

  /// Asks the fallbacks the value passed, from its start up to `limit` (exclusive; `nil`: the
  /// root), outermost first. Returns the value when none took it, `nil` when the trip ended or
  /// moved on.
  static func fallBack(_ payload: consuming Payload, context: inout DispatchContext, inside limit: ResponderNode?) -> Payload? {
    let fallbacks = phased(.fallback, side: payload.side, from: context.start?.takeUnretainedValue(), before: limit)
    return ask(fallbacks.reversed(), payload: payload, context: &context)
  }

  /// Goes on after an asynchronous capture or fallback responder at `node` let the value pass:
  /// with the responders of its phase inside it, then (capture) the usual order from the value's
  /// start or (fallback) the root.
  static func resumePhase(after node: ResponderNode, payload: Payload, context: inout DispatchContext) {
    switch node.phase {
    case .capture:
      guard let uncaptured = capture(payload, context: &context, inside: node) else { return }
      let start = context.start?.takeUnretainedValue().entry(for: uncaptured.side)
      // A request's bounds were counted when it was sent, in its task's (``RequestTrip``).
      if uncaptured.side == .request { return travel(uncaptured, from: start, context: &context) }
      enter(uncaptured, at: start, context: &context)
    case .fallback:
      guard let untaken = fallBack(payload, context: &context, inside: node) else { return }
      unhandled(untaken, context: context)
    case .bubble:
      preconditionFailure("A bubbling responder has no phase to resume.")
    }
  }

  /// Asks `nodes` in turn. Returns the value when each passed it on, `nil` when the trip ended
  /// (handled, answered, suspended…) or a replacement went on from there.
  private static func ask(
    _ nodes: some Sequence<ResponderNode>, payload: consuming Payload, context: inout DispatchContext
  ) -> Payload? {
    var payload = payload
    context.valueType = ObjectIdentifier(payload.typeInfo.type)
    for node in nodes {
      let step = node.respond(to: payload, context: &context)
      context.journey?.record(node, step: step, payload: payload)
      switch follow(step, at: node, payload: &payload, context: &context) {
      case .end: return nil
      case .unchanged: continue
      case .replaced(let next):
        context.start = next
        let from = next?.takeUnretainedValue()
        travel(payload, from: from, context: &context, capturing: from?.capturesAtOrOuter == true)
        return nil
      }
    }
    return payload
  }

  /// The nodes of `phase` on `side` from `start` (its first node of the side, inclusive) outward,
  /// up to `limit` (exclusive), inner to outer.
  private static func phased(
    _ phase: ResponderPhase, side: ResponderSide, from start: ResponderNode?, before limit: ResponderNode?
  ) -> [ResponderNode] {
    var found: [ResponderNode] = []
    var current = start?.entry(for: side)
    while let node = current, node !== limit {
      if node.phase == phase { found.append(node) }
      current = node.outer(side)
    }
    return found
  }
}
