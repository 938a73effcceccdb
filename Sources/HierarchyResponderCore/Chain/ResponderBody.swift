/// What a responder runs, in the shape its modifier was written with.
///
/// Every public modifier takes a closure of one of these shapes. Keeping the
/// user's closure as it is (rather than wrapping it in a closure that returns a
/// ``ResponderReply``) means that installing a new closure at each body
/// evaluation allocates nothing: the enum holds the user's closure, and
/// ``TypedResponder`` turns its result into a dispatch step when it runs.
///
/// The `…Ignoring` shapes are the closures that take no argument
/// (`.handleEvent(LikeEvent.self) { … }`).
package enum ResponderBody<Value> {
  /// Replies directly (the core's ``ResponderChain/addingResponder(for:kind:phase:site:fileID:filePath:line:column:_:)``).
  case reply((Value) throws -> ResponderReply)
  /// Always handles (`handleEvent`, `handleError`).
  case handle((Value) throws -> Void)
  /// Always handles, without reading the value.
  case handleIgnoring(() throws -> Void)
  /// Handles or declines (`receiveEvent`).
  case receiveEvent((Value) throws -> ReceiveEventResult)
  /// Handles or declines, without reading the value.
  case receiveEventIgnoring(() throws -> ReceiveEventResult)
  /// Handles or declines (`receiveError`).
  case receiveError((Value) throws -> ReceiveErrorResult)
  /// Handles or declines, without reading the value.
  case receiveErrorIgnoring(() throws -> ReceiveErrorResult)
  /// Replaces the value by an event (`transformEvent`, `catchError`).
  case event((Value) throws -> any Event)
  /// Replaces the value by an event, without reading it.
  case eventIgnoring(() throws -> any Event)
  /// Replaces the value by an error (`transformError`).
  case error((Value) throws -> any Error)
  /// Replaces the value by an error, without reading it.
  case errorIgnoring(() throws -> any Error)
  /// Asynchronous work, in the task scope of the responder (see ``ResponderTaskScope``).
  case async(@MainActor (Value) async throws -> ResponderReply)

  /// This body as the body of a responder for `T`, which must be `Value` itself.
  ///
  /// Every case holds closures only, whose layout does not depend on `Value` (each takes its
  /// argument indirectly, as a closure of a generic parameter does), so the bits are the same:
  /// generic code calls them on a value of the opened type `T` without casting it to `Value`.
  ///
  /// An unchecked cast that pays: `self as! ResponderBody<T>` cost every asked hop 435 (untyped)
  /// to 764 (transforming) instructions more, and the fixed cost of an event 756
  /// (`Docs/Design/FastPath.md`, "Unchecked escapes").
  ///
  /// - Precondition: `T` is `Value`.
  @inline(__always)
  func retyped<T>(as _: T.Type) -> ResponderBody<T> {
    // Checked in debug builds; in release builds the callers' type test is the check.
    assert(T.self == Value.self, "ResponderBody.retyped(as:) with a type other than the body's")
    return unsafeBitCast(self, to: ResponderBody<T>.self)
  }

  /// Runs a synchronous body on `value` and says what the node did: the user's
  /// result goes straight into the step (no intermediate ``ResponderReply``, whose
  /// existential would be copied once more). `nil` for ``async(_:)``.
  @inline(__always)
  func step(for value: borrowing Value) throws -> DispatchStep? {
    switch self {
    case .reply(let body): return DispatchStep(try body(value))
    case .handle(let body):
      try body(value)
      return .handled
    case .handleIgnoring(let body):
      try body()
      return .handled
    case .receiveEvent(let body): return try body(value) == .handled ? .handled : .declined
    case .receiveEventIgnoring(let body): return try body() == .handled ? .handled : .declined
    case .receiveError(let body): return try body(value) == .handled ? .handled : .declined
    case .receiveErrorIgnoring(let body): return try body() == .handled ? .handled : .declined
    case .event(let body): return .replaced(.event(try body(value)))
    case .eventIgnoring(let body): return .replaced(.event(try body()))
    case .error(let body): return .replaced(.error(try body(value)))
    case .errorIgnoring(let body): return .replaced(.error(try body()))
    case .async: return nil
    }
  }
}
