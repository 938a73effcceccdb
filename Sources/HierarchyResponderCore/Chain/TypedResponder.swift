/// A responder node for values that cast to `Value`: every responder kind of
/// both sides (receive, handle, transform, catch; typed or untyped; synchronous
/// or asynchronous) is one of these with a different body.
///
/// Untyped responders use `any Event` or `any Error` as `Value` and accept every
/// value of their side. Typed responders pass every value that does not cast to
/// `Value` on, untouched. For a plain `Value` (``Payload/isPlain(_:)``) that is not
/// a covariant collection, the dispatcher knows that without asking
/// (``ResponderNode/passKey``); otherwise a miss is remembered per dynamic type
/// when the cast depends on the type alone (``Payload/castDependsOnlyOnType(_:)``,
/// ``ResponderNode/ignoredType``).
///
/// The body, the task scope and the site may be replaced at each body evaluation
/// of the SwiftUI layer (``ResponderAnchor``): the closure that runs is always the
/// latest.
package final class TypedResponder<Value>: ResponderNode {
  /// What the responder runs (the latest closure). Internal, like the scope: the
  /// whole-module build proves exclusivity statically, so the dispatch reads it
  /// without a dynamic check.
  var body: ResponderBody<Value>
  /// The scope of asynchronous work (``ResponderBody/async(_:)``); `nil` for a synchronous body.
  var scope: ResponderTaskScope?
  /// The work in flight and its policy; `nil` for a synchronous body
  /// and for ``InFlightPolicy/concurrent``, which starts every value's work at once.
  var lane: InFlightLane?
  /// `true` when `Value` is `any Event` / `any Error`: accepts everything of its side.
  private let isUntyped: Bool
  /// The side whose existential `Value` is (`any Event`: `.event`, `any Error`: `.error`), or `nil`:
  /// every value of that side is a `Value` as is.
  private let existentialSide: ResponderSide?

  package init(
    parent: ResponderNode?, kind: ResponderKind, site: ResponderSite, body: ResponderBody<Value>,
    scope: ResponderTaskScope? = nil, lane: InFlightLane? = nil, phase: ResponderPhase = .bubble
  ) {
    self.body = body
    self.scope = scope
    self.lane = lane
    let existentialSide: ResponderSide? =
      Value.self == (any Event).self ? .event : Value.self == (any Error).self ? .error : nil
    self.existentialSide = existentialSide
    self.isUntyped = existentialSide != nil
    // A bridge's side is its value's: `any Error` listens on the error side.
    super.init(parent: parent, side: kind.side(or: existentialSide ?? .event), kind: kind, site: site, passKey: PassKey.only(Value.self), phase: phase)
  }

  /// The value as `Value`, or `nil` when this responder does not take it.
  @inline(__always)
  private func accept(_ payload: Payload, type: ObjectIdentifier) -> Value? {
    if type == ignoredType { return nil }
    if let value = payload.cast(to: Value.self) { return value }
    // When a miss is a property of the type, remember it, so that the next value
    // of this type passes the node without being cast.
    if Payload.castDependsOnlyOnType(payload.dynamicType) { ignoredType = type }
    return nil
  }

  /// Both fast paths pass the value to the body where the payload holds it, without
  /// a cast, a copy or a closure (``deliverExactly(_:of:context:)``): an untyped
  /// responder gets the existential itself, a typed one the value opened from it.
  package override func respond(to payload: Payload, context: inout DispatchContext) -> DispatchStep {
    // Fast paths, without a dynamic cast: `Value` is the existential of the value's
    // side (an untyped responder), or the value's dynamic type is `Value` (the common
    // case of a typed responder that matches).
    if payload.side == .event {
      // `as any Event` keeps the existential closed: `T` is `any Event`, this responder's `Value`.
      if existentialSide == .event { return deliverExactly(payload.eventStorage as any Event, of: payload, context: &context) }
      if context.valueType == ObjectIdentifier(Value.self) { return deliverExactly(payload.eventStorage, of: payload, context: &context) }
    } else {
      let error = payload.errorStorage!
      if existentialSide == .error { return deliverExactly(error as any Error, of: payload, context: &context) }
      if context.valueType == ObjectIdentifier(Value.self) { return deliverExactly(error, of: payload, context: &context) }
    }
    return respondByCasting(to: payload, context: &context)
  }

  /// Runs the body on `value`, whose type `T` is `Value` (the side's existential of an
  /// untyped responder, the type opened from the payload that the dispatcher's
  /// `valueType` names, or `Value` itself after a cast): the body's closures are called
  /// as closures of `T` (``ResponderBody/retyped(as:)``), so the value is neither cast
  /// nor copied, and no reabstraction thunk runs.
  ///
  /// The value stays where it is for the whole synchronous delivery: a nesting level (a responder
  /// that sends while it handles) holds no copy of it here, whatever its size.
  @inline(__always)
  private func deliverExactly<T>(_ value: borrowing T, of payload: Payload, context: inout DispatchContext) -> DispatchStep {
    do {
      if let step = try body.retyped(as: T.self).step(for: value) { return step }
    } catch {
      return .failed(error)
    }
    return start(copying: value, of: payload, context: context)
  }

  /// ``start(_:of:context:)`` with a copy of `value` for the work to keep. Out of line: a copy of a
  /// value of generic type takes stack space of its size, reserved when the function is entered
  /// whichever branch runs, so it must not sit in the frame of the synchronous delivery, which
  /// stays on the stack while a handler sends (64 KiB per level for a 64 KiB event).
  ///
  /// `T` is `Value`, so the cast always succeeds; it is a checked cast because an asynchronous
  /// start does not notice its cost (`Docs/Design/FastPath.md`, "Unchecked escapes").
  @inline(never)
  private func start<T>(copying value: borrowing T, of payload: Payload, context: DispatchContext) -> DispatchStep {
    start(copy value as! Value, of: payload, context: context)
  }

  /// The general path: a dynamic cast, whose misses are remembered in `ignoredType`.
  /// Kept out of line so that the fast path does not pay for `Value?`, whose generic
  /// metadata is looked up at run time.
  @inline(never)
  private func respondByCasting(to payload: Payload, context: inout DispatchContext) -> DispatchStep {
    guard let value = accept(payload, type: context.valueType) else { return .ignored }
    return deliverExactly(value, of: payload, context: &context)
  }

  /// Starts the asynchronous body in the responder's scope, under its policy for work in flight
  /// (``SuspendedWork``). A closed scope (its view went away) starts nothing: the value is
  /// dropped here.
  @inline(never)
  private func start(_ value: Value, of payload: Payload, context: DispatchContext) -> DispatchStep {
    guard case .async(let body) = body, let scope, !scope.isClosed else { return .cancelled }
    return SuspendedWork.start(at: self, scope: scope, lane: lane, payload: payload, context: context) {
      DispatchStep(try await body(value))
    }
  }

  package override func mayTake(_ type: Any.Type) -> Bool {
    if isUntyped || type is Value.Type { return true }
    // Whether a value casts to a protocol or a wrapper (`AnyHashable`, `Optional`) is answered
    // by the runtime for a value only; a class `Value` was answered exactly above.
    return !Payload.isPlain(Value.self) && !(Value.self is AnyClass)
  }

  package override func explicitlyAccepts(_ payload: Payload) -> Bool {
    !isUntyped && payload.cast(to: Value.self) != nil
  }
}

extension DispatchStep {
  /// The step a reply amounts to.
  @inline(__always)
  init(_ reply: consuming ResponderReply) {
    switch consume reply {
    case .handled: self = .handled
    case .notHandled: self = .declined
    case .event(let event): self = .replaced(.event(event))
    case .error(let error): self = .replaced(.error(error))
    }
  }
}
