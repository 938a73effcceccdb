/// A responder node for values that cast to `Value`: every responder kind of
/// both sides (receive, handle, transform, catch; typed or untyped; synchronous
/// or asynchronous) is one of these with a different body.
///
/// Untyped responders use `any Event` or `any Error` as `Value` and accept every
/// value of their side. Typed responders pass every value that does not cast to
/// `Value` on, untouched. A miss is remembered per dynamic type, so a value that
/// crosses many responders which do not want it costs a pointer comparison per hop.
package final class TypedResponder<Value>: ResponderNode {
  package enum Body {
    case sync((Value) throws -> ResponderReply)
    case async(@MainActor (Value) async throws -> ResponderReply, ResponderTaskScope)
  }

  private let body: Body
  /// `true` when `Value` is `any Event` / `any Error`: accepts everything of its side.
  private let isUntyped: Bool
  /// The side whose existential `Value` is (`any Event`: `.event`, `any Error`: `.error`), or `nil`:
  /// every value of that side is a `Value` as is.
  private let existentialSide: ResponderSide?

  package init(parent: ResponderNode?, kind: ResponderKind, site: ResponderSite, body: Body) {
    self.body = body
    self.existentialSide =
      Value.self == (any Event).self ? .event : Value.self == (any Error).self ? .error : nil
    self.isUntyped = existentialSide != nil
    super.init(parent: parent, side: kind.side, kind: kind, site: site)
  }

  /// The value as `Value`, or `nil` when this responder does not take it.
  @inline(__always)
  private func accept(_ payload: Payload) -> Value? {
    let type = ObjectIdentifier(payload.dynamicType)
    if type == ignoredType { return nil }
    if let value = payload.cast(to: Value.self) { return value }
    // A miss is a property of the type: remember it, so that the next value of
    // this type passes the node without being cast.
    if Payload.castDependsOnlyOnType(payload.dynamicType) { ignoredType = type }
    return nil
  }

  package override func respond(to payload: Payload, context: inout DispatchContext) -> DispatchStep {
    // Fast path, without a dynamic cast: the value is a `Value` as is, because its
    // dynamic type is `Value` (the common case of a typed responder that matches)
    // or `Value` is the existential of its side (an untyped responder).
    if payload.side == existentialSide || payload.dynamicType == Value.self {
      return payload.withUncheckedValue(as: Value.self) { value in
        deliver(value, of: payload, context: &context)
      }
    }
    return respondByCasting(to: payload, context: &context)
  }

  /// The general path: a dynamic cast, whose misses are remembered in `ignoredType`.
  /// Kept out of line so that the fast path does not pay for `Value?`, whose generic
  /// metadata is looked up at run time.
  @inline(never)
  private func respondByCasting(to payload: Payload, context: inout DispatchContext) -> DispatchStep {
    guard let value = accept(payload) else { return .ignored }
    return deliver(value, of: payload, context: &context)
  }

  /// Runs the body on `value`, the accepted `payload`.
  @inline(__always)
  private func deliver(_ value: Value, of payload: Payload, context: inout DispatchContext) -> DispatchStep {
    switch body {
    case .sync(let body):
      do {
        return DispatchStep(try body(value), side: payload.side)
      } catch {
        return .failed(error)
      }
    case .async(let body, let scope):
      let snapshot = context
      scope.start { [self] in
        let step: DispatchStep
        do {
          step = DispatchStep(try await body(value), side: payload.side)
        } catch {
          step = .failed(error)
        }
        guard !Task.isCancelled else {
          snapshot.journey?.finish(.cancelled(at: site))
          return
        }
        Dispatcher.resume(after: self, step: step, payload: payload, context: snapshot)
      }
      return .suspended
    }
  }

  package override func explicitlyAccepts(_ payload: Payload) -> Bool {
    !isUntyped && payload.cast(to: Value.self) != nil
  }
}

extension DispatchStep {
  /// The step a reply amounts to, for a value of `side`.
  init(_ reply: ResponderReply, side: ResponderSide) {
    switch reply {
    case .handled: self = .handled
    case .notHandled: self = .declined
    case .event(let event): self = .replaced(.event(event))
    case .error(let error): self = .replaced(.error(error))
    }
  }
}

extension Payload {
  /// Whether a cast of a value of `type` succeeds or fails for every value of
  /// that type. True for value types; false for classes, where bridging (for
  /// example `NSError` to a Swift error) can depend on the instance.
  package static func castDependsOnlyOnType(_ type: Any.Type) -> Bool {
    !(type is AnyClass)
  }
}

extension ResponderKind {
  /// The side a responder of this kind listens on.
  package var side: ResponderSide {
    switch self {
    case .receiveEvent, .handleEvent, .transformEvent, .triggers: .event
    case .receiveError, .handleError, .transformError, .catchError, .reports: .error
    case .bridge: .event
    }
  }
}
