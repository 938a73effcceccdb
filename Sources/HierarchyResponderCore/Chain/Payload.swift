/// The sides of the chain: events, errors and requests travel past different responders, in
/// the same tree and through the same dispatcher. A node listens on one side (or on none: a
/// journey observer); each node keeps a shortcut to the nearest node of each side outer to it.
package enum ResponderSide: Hashable, Sendable {
  /// Events, triggered with `triggerEvent` and answered by event responders.
  case event
  /// Errors, reported with `reportError` (or thrown by responders) and answered by error responders.
  case error
  /// Requests, sent with `sendRequest` and answered by request responders.
  case request
}

/// The value travelling up the chain: an event, an error or a request.
///
/// A struct with stored fields rather than an enum of two existentials: reading
/// the side or the value borrows a field, where a `switch` binding an enum's
/// payload would copy the whole existential (through value witnesses) each time.
/// An error is kept next to an empty placeholder event, so that copying a payload
/// never switches over cases. A request travels in the event slot as its trip's envelope
/// (``RequestEnvelope``); its type identity is the request's, so the dispatcher's per-type skip
/// serves requests unchanged.
///
/// The side is stored last, after the two existentials, so that no padding lies inside the
/// payload: moving one (a replaced value into its step, then into the loop's variable) copies six
/// words and a byte. Stored first, the side would leave seven bytes of padding that each move
/// copies byte by byte: 32 instructions per hop that replaces a value, 13 per untyped hop
/// (`Benchmarks/README.md`).
package struct Payload {
  /// The event, or a request's envelope; for an error, an empty placeholder (``ErrorPlaceholder``).
  /// Internal, not private: ``TypedResponder`` opens it where it stands, without a copy.
  let eventStorage: any Event
  /// The error; `nil` for an event.
  let errorStorage: (any Error)?
  /// Which responders the value travels past.
  package let side: ResponderSide

  init(side: ResponderSide, event: any Event, error: (any Error)?) {
    self.side = side
    self.eventStorage = event
    self.errorStorage = error
  }

  /// An event travelling up.
  @inline(__always)
  package static func event(_ event: any Event) -> Payload {
    Payload(side: .event, event: event, error: nil)
  }

  /// An error travelling up.
  @inline(__always)
  package static func error(_ error: any Error) -> Payload {
    Payload(side: .error, event: ErrorPlaceholder(), error: error)
  }

  /// The dynamic type of the value inside, and whether it is plain (``isPlain(_:)``).
  ///
  /// Cheaper than ``dynamicType``: opening the existential gives the type the value
  /// was boxed with, which is its dynamic type when it is plain; only for the
  /// others (a class instance may be of a subclass) is the runtime asked.
  @inline(__always)
  package var typeInfo: (type: Any.Type, plain: Bool) {
    let boxed =
      if side == .event { Payload.boxedType(of: eventStorage) } else if side == .error {
        Payload.boxedType(of: errorStorage!)
      } else {
        // A request's type is the one it was sent as (a responder takes its exact type).
        requestEnvelope?.requestType ?? Payload.boxedType(of: eventStorage)
      }
    if Payload.isPlain(boxed) { return (boxed, true) }
    return (dynamicType, false)
  }

  @inline(__always)
  private static func boxedType<T: Event>(of _: T) -> Any.Type { T.self }

  @inline(__always)
  private static func boxedType<T: Error>(of _: T) -> Any.Type { T.self }

  /// The dynamic type of the value inside.
  @inline(__always)
  package var dynamicType: Any.Type {
    if side == .event { type(of: eventStorage) } else if side == .error { type(of: errorStorage!) } else {
      requestEnvelope?.requestType ?? type(of: eventStorage)
    }
  }

  /// Whether values of `type` are *plain*: a struct or an enum other than
  /// `Optional` and `AnyHashable`, the two wrappers whose casts look at the value
  /// inside. A plain value casts to a struct or enum type other than its own only
  /// when that type is a collection whose casts convert the elements (``isCovariant(_:)``),
  /// so a responder for one plain, non-covariant type can be passed without being
  /// asked (``ResponderNode/passKey``).
  ///
  /// Reads the kind of the type's metadata (its first word; stable ABI): 0x200
  /// for a struct, 0x201 for an enum; `Optional` (0x202), classes, tuples,
  /// functions and existentials are not plain. Computed once per value sent.
  ///
  /// An unchecked read that pays: testing the type with casts instead (a class, an `Optional`,
  /// `AnyHashable`, and still not telling an existential apart) cost 317 instructions per value
  /// sent, 44 % of an event's fixed cost (`Docs/Design/FastPath.md`, "Unchecked escapes").
  @inline(__always)
  package static func isPlain(_ type: Any.Type) -> Bool {
    let kind = unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self)
    return (kind == 0x200 || kind == 0x201) && type != AnyHashable.self
  }

  /// Whether `type` is `Array`, `Set` or `Dictionary`: collections that the
  /// runtime casts element by element, so that `[Dog]` casts to `[any Animal]`
  /// and an empty array to every array type. A cast to or from one depends on
  /// the instance, not on its type alone.
  package static func isCovariant(_ type: Any.Type) -> Bool {
    type is any CovariantCollection.Type
  }

  /// Whether a cast of a value of dynamic type `type` to any type succeeds or
  /// fails the same way for every value of that type, so that a miss can be
  /// remembered per type (``ResponderNode/ignoredType``).
  ///
  /// True for plain types that are not covariant collections. False for
  /// `Optional` (`nil` casts differently from a value), `AnyHashable` (the cast
  /// looks at the wrapped value), `Array`, `Set` and `Dictionary` (the cast looks
  /// at the elements), and classes, where bridging (for example `NSError` to a
  /// Swift error) can depend on the instance.
  package static func castDependsOnlyOnType(_ type: Any.Type) -> Bool {
    isPlain(type) && !isCovariant(type)
  }

  /// The unqualified name of the dynamic type (a request's, not its envelope's), for journeys
  /// and issues.
  package var typeName: String { String(describing: dynamicType) }

  /// Casts the value to `Value`, or `nil` when it is not one.
  @inline(__always)
  package func cast<Value>(to _: Value.Type) -> Value? {
    side != .error ? eventStorage as? Value : errorStorage! as? Value
  }

  /// The event, for a payload of the event side.
  package var event: any Event { eventStorage }

  /// The error, for a payload of the error side.
  package var error: any Error { errorStorage! }
}

/// The event slot of an error payload: empty, so copying it costs nothing.
private struct ErrorPlaceholder: Event {}

/// The collections whose casts convert element by element (``Payload/isCovariant(_:)``).
fileprivate protocol CovariantCollection {}

extension Array: CovariantCollection {}
extension Set: CovariantCollection {}
extension Dictionary: CovariantCollection {}
