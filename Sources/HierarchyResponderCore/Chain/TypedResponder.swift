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
  /// The last dynamic type that did not cast to `Value` (a miss is a property of the type).
  private var missedType: ObjectIdentifier?

  package init(parent: ResponderNode?, kind: ResponderKind, site: ResponderSite, body: Body) {
    self.body = body
    self.isUntyped = Value.self == (any Event).self || Value.self == (any Error).self
    super.init(parent: parent, side: kind.side, kind: kind, site: site)
  }

  /// The value as `Value`, or `nil` when this responder does not take it.
  @inline(__always)
  private func accept(_ payload: Payload) -> Value? {
    let type = ObjectIdentifier(payload.dynamicType)
    if type == missedType { return nil }
    if let value = payload.cast(to: Value.self) { return value }
    if Payload.castDependsOnlyOnType(payload.dynamicType) { missedType = type }
    return nil
  }

  package override func respond(to payload: Payload, context: inout DispatchContext) -> DispatchStep {
    guard let value = accept(payload) else { return .ignored }
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
