/// Moves events, errors and requests along the chain: the dispatch rules in one place, one loop
/// for every side.
///
/// - Order: nodes are asked inner to outer; the first that handles (or answers) stops the value.
///   Capture and fallback responders are passed on the way and asked in their own phases, before
///   the loop and at the root (``ResponderPhase``, `Dispatcher+Phases.swift`).
/// - Synchronous: when every responder on the way is synchronous, the value has
///   been delivered (or reached the root) when ``send(_:from:origin:)`` returns.
/// - A replaced value (transform, throw, catch) continues from the node that
///   replaced it, on the side of the new value. Each replacement moves strictly
///   outward, so a value's trip always ends.
/// - Re-entrancy: a responder may trigger while handling; nesting deeper than
///   ``DispatchBounds/depthLimit``, or more than ``DispatchBounds/workLimit`` values sent in
///   one top-level dispatch, is reported (once per top-level dispatch) and dropped.
/// - Requests travel the same loop on their side, and differ only where a request must: nothing
///   replaces a request, a responder that throws ends its trip (the requester receives the
///   error), and its bounds follow its tasks (``RequestTrip``), since requests nest through `await`.
@MainActor
package enum Dispatcher {
  /// The bounds of synchronous dispatches on the main actor: their nesting and the values sent
  /// by the current top-level dispatch (``DispatchBounds``).
  ///
  /// Not one trip's state: it spans the trips nested in one top-level dispatch, which reach it
  /// without a context (a responder that triggers from inside starts a new trip).
  private static var bounds = DispatchBounds(depth: 0, spent: 0, reported: false)

  /// Sends a value from a position in the chain (the innermost node, or `nil` for the root).
  @inline(__always)
  package static func send(_ payload: consuming Payload, from position: ResponderNode?, origin: consuming DispatchOrigin) {
    send(payload, from: position, origin: origin, outcome: nil)
  }

  /// ``send(_:from:origin:)`` that writes how the trip ended to `outcome` when there is one.
  /// Inlined, so the plain send, whose `outcome` is `nil`, carries none.
  @inline(__always)
  package static func send(
    _ payload: consuming Payload, from position: ResponderNode?, origin: consuming DispatchOrigin,
    outcome: OutcomeRecorder?
  ) {
    // One flag: a journey observer or a capture responder is at or outer to the sender.
    if let position, position.sendsCarefully {
      sendCarefully(payload, from: position, origin: origin, outcome: outcome)
      return
    }
    // Nobody observes: no journey is built, not even an empty optional one.
    var context = DispatchContext(origin: consume origin, journey: nil, sender: position.map(Unmanaged.passUnretained), outcome: outcome)
    enter(payload, at: position?.entry(for: payload.side), context: &context)
  }

  /// Sends a value from a position and returns what became of it: the
  /// outcome after the synchronous part of the trip, `pending` when an asynchronous responder took it.
  ///
  /// An undo or redo trip (`undoTrip`) is recorded in the value's journey, when an observer is
  /// outer to `position`: the journey is made at the start of the trip, with it.
  package static func sendForOutcome(
    _ payload: consuming Payload, from position: ResponderNode?, origin: consuming DispatchOrigin, undoTrip: UndoTrip? = nil
  ) -> EventOutcome {
    let outcome = OutcomeRecorder()
    if let undoTrip, let position, position.sendsCarefully {
      sendCarefully(payload, from: position, origin: origin, outcome: outcome, undoTrip: undoTrip)
    } else {
      send(payload, from: position, origin: origin, outcome: outcome)
    }
    return outcome.outcomeAfterSending
  }

  /// Sends a value through a method reference to a `callAsFunction` without site parameters (the
  /// predecessor's signature): there is no call site, and the call may come from Swift 5 code off
  /// the main thread (delivered on the main actor, reported once).
  package static func sendFromMethodReference(_ payload: Payload, from position: ResponderNode?, api: String) {
    let origin = DispatchOrigin.methodReference
    OffMainDelivery.run(api, origin: origin.site) {
      send(payload, from: position, origin: origin)
    }
  }

  /// ``send(_:from:origin:)`` with a journey recorded when an observer is outer to `position`
  /// (as the undo or redo trip `undoTrip`, when there is one), and the capture phase first when a
  /// capture responder is (``ResponderPhase``).
  @inline(never)
  private static func sendCarefully(
    _ payload: consuming Payload, from position: ResponderNode, origin: consuming DispatchOrigin, outcome: OutcomeRecorder?,
    undoTrip: UndoTrip? = nil
  ) {
    let journey = position.observerEntry.map {
      JourneyRecorder(payload: copy payload, origin: origin.site, observers: $0, undoTrip: undoTrip)
    }
    var context = DispatchContext(origin: origin, journey: journey, sender: Unmanaged.passUnretained(position), outcome: outcome)
    enter(payload, at: position.entry(for: payload.side), context: &context, capturing: position.capturesAtOrOuter)
  }

  /// Continues after an asynchronous responder finished with `step`.
  package static func resume(after node: ResponderNode, step: DispatchStep, payload: Payload, context: DispatchContext) {
    var context = context
    var payload = payload
    context.journey?.record(node, step: step, payload: payload)
    let route = follow(step, at: node, payload: &payload, context: &context)
    if case .unchanged = route, node.phase != .bubble {
      // A capture or fallback responder passed the value on: its phase goes on inside it.
      return resumePhase(after: node, payload: payload, context: &context)
    }
    switch route {
    case .end: return
    case .unchanged(let next), .replaced(let next):
      if case .replaced = route { context.start = next }
      // A request's bounds were counted when it was sent, in its task's (``RequestTrip``).
      if payload.side == .request {
        return travel(payload, from: next?.takeUnretainedValue(), context: &context, capturing: route.startsValue)
      }
      enter(payload, at: next?.takeUnretainedValue(), context: &context, capturing: route.startsValue)
    }
  }

  /// Sends `request` from `position` (the innermost node, or `nil` for the root): the request
  /// side's trip, through the same loop as events and errors. Returns the trip once its
  /// synchronous part is over: ended when every responder on the way was synchronous, waiting in
  /// an asynchronous responder otherwise.
  package static func sendRequest<R: ResponderRequest>(
    _ request: R, from position: ResponderNode?, origin: DispatchOrigin
  ) -> RequestTrip {
    let trip = RequestTrip(request, origin: origin.site, bounds: RequestBounds.current)
    trip.journey = position?.observerEntry.map {
      JourneyRecorder(valueType: String(describing: R.self), origin: trip.origin, observers: $0)
    }
    if let reason = trip.admit() {
      TripEnd.dropped(reason: reason).finish(journey: trip.journey, outcome: trip.recorder)
    } else if Task.isCancelled {
      trip.requesterCancelled()
    } else {
      var context = DispatchContext(
        origin: origin, journey: trip.journey, sender: position.map(Unmanaged.passUnretained), outcome: trip.recorder)
      travel(.request(trip), from: position?.entry(for: .request), context: &context, capturing: position?.capturesAtOrOuter == true)
    }
    return trip
  }

  /// Runs a value from `start` outward, inside the depth and work guards; after the capture phase
  /// when `capturing` (a capture responder may be outer to the value's start).
  static func enter(
    _ payload: consuming Payload, at start: ResponderNode?, context: inout DispatchContext, capturing: Bool = false
  ) {
    let verdict = bounds.enter(cost: 1, limit: DispatchBounds.workLimit, spendsWhenDropped: true)
    guard case .admitted = verdict else {
      drop(payload, verdict: verdict, context: &context)
      return
    }
    defer { bounds.leave() }
    travel(consume payload, from: start, context: &context, capturing: capturing)
  }

  /// Drops a value sent too deep or after the work limit. The first drop of a
  /// top-level dispatch is reported; the others are silent (a runaway responder
  /// would otherwise report thousands of issues).
  ///
  /// The journey's observers run one level deeper than the value, like any
  /// responder: a value an observer sends from there is dropped in turn, and
  /// past the limit a dropped value's journey is not delivered, so an observer
  /// that sends cannot recurse without bound.
  @inline(never)
  private static func drop(_ payload: Payload, verdict: DispatchBounds.Verdict, context: inout DispatchContext) {
    let message =
      if case .tooDeep = verdict {
        Messages.depthExceeded(payload, origin: context.origin.site, limit: DispatchBounds.depthLimit)
      } else {
        Messages.workExceeded(payload, origin: context.origin.site, limit: DispatchBounds.workLimit)
      }
    if bounds.reportsDrop() {
      ResponderDiagnostics.report(message, site: context.origin.site)
    }
    let end = TripEnd.dropped(reason: message)
    end.finish(journey: nil, outcome: context.outcomeRecorder)
    guard let journey = context.journey, bounds.depth <= DispatchBounds.depthLimit else { return }
    bounds.depth += 1
    defer { bounds.depth -= 1 }
    end.finish(journey: journey, outcome: nil)
  }

  /// The loop: asks each node in turn, follows replacements, ends at a handler or the root.
  ///
  /// The value is consumed, not copied: on the common path (nodes that ignore or
  /// decline it, then one that handles it) it is never copied nor moved.
  ///
  /// The loop holds no reference counts on nodes (see ``ResponderNode``'s
  /// unretained links): every node it visits is `start` or outer to it, and the
  /// caller keeps `start` alive for the whole trip.
  static func travel(
    _ payload: consuming Payload, from start: ResponderNode?, context: inout DispatchContext, capturing: Bool = false
  ) {
    if _slowPath(capturing) {
      // The capture phase, outer to inner, before the usual order (``ResponderPhase``).
      guard let uncaptured = capture(payload, context: &context, inside: nil) else { return }
      return travel(uncaptured, from: start, context: &context)
    }
    var node = start.map(Unmanaged.passUnretained)
    // The side, dynamic type and plainness of `payload`, computed once per value rather than per hop.
    var side = payload.side
    var (dynamicType, plain) = payload.typeInfo
    context.valueType = ObjectIdentifier(dynamicType)
    while var link = node {
      // Fast path: nodes that ignore every value of this type are passed without
      // being asked (their step would be `.ignored`). Journeys record every step,
      // so with a journey each node is asked as usual.
      if context.journey == nil {
        guard let interested = skippingIgnored(from: link, type: context.valueType, plain: plain, side: side)
        else { break }
        link = interested
      } else {
        // Nodes never asked on the way (a registration, a validation, a capture or fallback
        // responder, whose own phase asks it) are not hops of the journey.
        guard let asked = skippingNeverAsked(from: link, side: side) else { break }
        link = asked
      }
      // One strong reference per asked node, for the whole step.
      let current = link.takeUnretainedValue()
      let step = current.respond(to: payload, context: &context)
      if let journey = context.journey { journey.record(current, step: step, payload: payload) }
      switch follow(consume step, at: current, payload: &payload, context: &context) {
      case .end:
        return
      case .unchanged(let next):
        node = next
      case .replaced(let next):
        // The new value starts after the node that replaced it, through its own capture phase.
        // `next` is outer to the node that replaced the value, which the trip keeps alive (see
        // `skippingIgnored`): its flag is read without a reference count, on every transform.
        context.start = next
        if _slowPath(next.map(capturesAtOrOuter) == true) {
          return travelCapturing(payload, from: next, context: &context)
        }
        node = next
        side = payload.side
        (dynamicType, plain) = payload.typeInfo
        context.valueType = ObjectIdentifier(dynamicType)
      }
    }
    reachedRoot(payload, context: &context)
  }

  /// Where a value goes after a step (``follow(_:at:payload:context:)``).
  enum Route {
    /// The same value goes on to this node (`nil`: the root).
    case unchanged(Unmanaged<ResponderNode>?)
    /// The value was replaced (transform, throw, catch); the new one goes on to this node.
    case replaced(Unmanaged<ResponderNode>?)
    /// The value's trip ended.
    case end

    /// Whether a new value starts here (a replacement), through its own capture phase.
    var startsValue: Bool {
      guard case .replaced(let next) = self else { return false }
      return next?.takeUnretainedValue().capturesAtOrOuter == true
    }
  }

  /// What a step means, for the synchronous loop and for an asynchronous
  /// responder that finished alike: replaces `payload` when the node replaced
  /// it, moves the origin to the node when the value changes side (a throw or
  /// a catch), ends the journey when the trip ends, and says where the value
  /// goes next.
  @inline(__always)
  static func follow(
    _ step: consuming DispatchStep, at node: ResponderNode, payload: inout Payload, context: inout DispatchContext
  ) -> Route {
    switch consume step {
    case .ignored, .declined:
      return .unchanged(node.outerLink(payload.side))
    case .replaced(let next):
      // A transform continues from this node, on the side of the new value.
      if next.side != payload.side { context.origin = .responder(node) }
      let outer = node.outerLink(next.side)
      // The value sent is kept for a retry (Recovery): once per dispatch, at its first replacement.
      if _slowPath(context.sent.keepsNothing) { context.sent.keepSent(payload) }
      payload = next
      return .replaced(outer)
    case .failed(let error):
      // A request's trip ends here: the requester receives the error.
      if _slowPath(payload.side == .request) {
        end(.failed(node, error), context: context)
        return .end
      }
      threw(error, at: node, payload: &payload, context: &context)
      return .replaced(node.outerErrorLink)
    case .handled:
      end(.handled(node), context: context)
      return .end
    case .answered:
      end(.answered(node), context: context)
      return .end
    case .suspended, .queued:
      context.outcomeRecorder?.suspend(at: node)
      return .end
    case .busy:
      end(.busy(node), context: context)
      return .end
    case .cancelled:
      end(.cancelled(node), context: context)
      return .end
    case .dropped(let reason):
      end(.dropped(reason: reason), context: context)
      return .end
    }
  }

  /// A responder threw while handling an event or an error: the value ends `failed` there, in
  /// its outcome and its journey alike, and the error travels the error side from that responder
  /// on a trip of its own: without the sender's outcome (but with its retry follower, Recovery),
  /// on a journey for the observers outer to the responder, which names the failed one as its
  /// cause. Out of line: the loop does not grow for it.
  @inline(never)
  private static func threw(_ error: any Error, at node: ResponderNode, payload: inout Payload, context: inout DispatchContext) {
    var follower: RetryFollower?
    if let outcome = context.outcomeRecorder {
      context.outcome = nil
      follower = outcome.retryFollower
      outcome.end(.failed(error, at: EventOutcome.Responder(node: node)))
    }
    context.origin = .responder(node)
    // The event being handled and its sender's position stay with the error (Recovery).
    context.sent.fail(at: node, payload: payload, following: follower)
    payload = .error(error)
    if let journey = context.journey {
      let cause = journey.causeOfThrownError
      journey.finish(.failed(String(describing: type(of: error)), at: node.site))
      let errorJourney = node.observerEntry.map { JourneyRecorder(payload: payload, origin: node.site, observers: $0) }
      errorJourney?.caused(by: cause)
      context.journey = errorJourney
    }
  }

  /// Ends the journey and the outcome of a trip that stopped at a responder (``TripEnd``, the one
  /// list of endings); out of line, so that the loop of `travel(_:from:context:)` does not grow
  /// for it.
  @inline(never)
  private static func end(_ end: TripEnd, context: DispatchContext) {
    end.finish(journey: context.journey, outcome: context.outcomeRecorder)
  }

  /// The first node at or outer to `node` that does not ignore values of `type`,
  /// or `nil` when every node up to the root does.
  ///
  /// A node is passed without being asked when it acts on no value, when it
  /// accepts only another plain type (and the value is plain: ``Payload/isPlain(_:)``),
  /// or when it learned that it ignores `type`. Any number of event types can
  /// alternate through the same responders at this cost.
  ///
  /// Reads nodes through `_withUnsafeGuaranteedRef`, as the loop's test of a replaced value's
  /// capture flag does: the nodes read are `node` or outer to it, kept alive by it (the
  /// unretained-link invariant of ``ResponderNode``), so no reference count is needed, and the
  /// compiler does not remove the retain and release that `takeUnretainedValue()` implies:
  /// the skipped hop that the dispatch benchmarks measure (`Benchmarks/README.md`)
  /// would cost about nine times as much. Nowhere else (cold paths take the reference).
  @inline(__always)
  private nonisolated static func skippingIgnored(
    from node: Unmanaged<ResponderNode>, type: ObjectIdentifier, plain: Bool, side: ResponderSide
  ) -> Unmanaged<ResponderNode>? {
    let key = UInt(bitPattern: type)
    var current = node
    while current._withUnsafeGuaranteedRef({ $0.passes(key: key, type: type, plain: plain) }) {
      guard let outer = current._withUnsafeGuaranteedRef({ $0.outerLink(side) }) else { return nil }
      current = outer
    }
    return current
  }

  /// Whether a capture node is at or outer to `node`, read without a reference count: `node` is
  /// outer to the node that replaced the value, which the trip keeps alive (the unretained-link
  /// invariant of ``ResponderNode``). Nonisolated, so that the closure it reads through is too: an
  /// isolated closure passed to `_withUnsafeGuaranteedRef` checks its executor at every call, which
  /// cost a transform hop 160 instructions (the `transform-types` dispatch benchmark).
  @inline(__always)
  private nonisolated static func capturesAtOrOuter(_ node: Unmanaged<ResponderNode>) -> Bool {
    node._withUnsafeGuaranteedRef { $0.capturesAtOrOuter }
  }

  /// The first node at or outer to `node` that the loop asks (whose pass key is not
  /// ``PassKey/never``), or `nil`: the journey loop's skip.
  @inline(never)
  private static func skippingNeverAsked(from node: Unmanaged<ResponderNode>, side: ResponderSide) -> Unmanaged<ResponderNode>? {
    var current = node
    while current.takeUnretainedValue().passKey == PassKey.never {
      guard let outer = current.takeUnretainedValue().outerLink(side) else { return nil }
      current = outer
    }
    return current
  }

  /// A replaced value that starts inside a capture responder: its capture phase, then the loop.
  @inline(never)
  private static func travelCapturing(_ payload: Payload, from start: Unmanaged<ResponderNode>?, context: inout DispatchContext) {
    travel(payload, from: start?.takeUnretainedValue(), context: &context, capturing: true)
  }

  /// The end of the chain: the fallbacks the value passed are asked (``ResponderPhase``); a value
  /// none of them takes is a runtime issue, never a crash.
  static func reachedRoot(_ payload: consuming Payload, context: inout DispatchContext) {
    if let start = context.start, start.takeUnretainedValue().fallbacksAtOrOuter {
      guard let untaken = fallBack(payload, context: &context, inside: nil) else { return }
      return unhandled(untaken, context: context)
    }
    unhandled(payload, context: context)
  }

  /// A value that nothing took, fallbacks included: a runtime issue, never a crash.
  static func unhandled(_ payload: Payload, context: DispatchContext) {
    TripEnd.unhandled.finish(journey: context.journey, outcome: context.outcomeRecorder)
    if let request = payload.request {
      return ResponderDiagnostics.report(Messages.unanswered(request.requestType), site: context.origin.site)
    }
    #if DEBUG
      // Only while the send that started the trip runs: past it, the position that sent the value
      // may be gone, and the sending view's body is no longer the likely trap.
      let unreachable = context.sent.isSynchronous
        ? UnreachableResponders.responder(for: payload, sentFrom: context.sent.position).map { (site: $0.site, kind: $0.kind) }
        : nil
    #else
      let unreachable: (site: ResponderSite, kind: ResponderKind?)? = nil
    #endif
    let origin = context.origin.site
    ResponderDiagnostics.report(Messages.unhandled(payload, origin: origin, unreachable: unreachable), site: origin)
  }
}
