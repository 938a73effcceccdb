/// The two sides of the chain: events and errors travel past different responders.
public enum ResponderSide: Hashable, Sendable {
  case event
  case error
}

/// The value travelling up the chain: an event or an error.
package enum Payload {
  case event(any Event)
  case error(any Error)

  @inline(__always)
  package var side: ResponderSide {
    switch self {
    case .event: .event
    case .error: .error
    }
  }

  /// The dynamic type of the value inside, and whether it is plain (``isPlain(_:)``).
  ///
  /// Cheaper than ``dynamicType``: opening the existential gives the type the value
  /// was boxed with, which is its dynamic type when it is plain; only for the
  /// others (a class instance may be of a subclass) is the runtime asked.
  @inline(__always)
  package var typeInfo: (type: Any.Type, plain: Bool) {
    let boxed: Any.Type
    switch self {
    case .event(let event): boxed = Payload.boxedType(of: event)
    case .error(let error): boxed = Payload.boxedType(of: error)
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
    switch self {
    case .event(let event): type(of: event)
    case .error(let error): type(of: error)
    }
  }

  /// Whether values of `type` are *plain*: a struct or an enum that is not a
  /// wrapper whose casts look inside (`Optional`, `AnyHashable`). A plain value
  /// casts to another struct or enum type never, so a responder for one plain
  /// type can be passed without being asked (``ResponderNode/passKey``).
  ///
  /// Reads the kind of the type's metadata (its first word; stable ABI): 0x200
  /// for a struct, 0x201 for an enum; `Optional` (0x202), classes, tuples,
  /// functions and existentials are not plain.
  @inline(__always)
  package static func isPlain(_ type: Any.Type) -> Bool {
    let kind = unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self)
    return (kind == 0x200 || kind == 0x201) && type != AnyHashable.self
  }

  /// The unqualified name of the dynamic type, for journeys and issues.
  package var typeName: String { String(describing: dynamicType) }

  /// Calls `body` with the value as a `Value`, without a dynamic cast.
  ///
  /// - Precondition: the value is a `Value` as is: its dynamic type is `Value`,
  ///   or `Value` is the existential of its side (`any Event` for an event,
  ///   `any Error` for an error).
  @inline(__always)
  package func withUncheckedValue<Value, Result>(as _: Value.Type, _ body: (Value) -> Result) -> Result {
    // Opening the existential binds `T` to the dynamic type, which is `Value`.
    func event<T: Event>(_ value: T) -> Result { body(unsafeBitCast(value, to: Value.self)) }
    func error<T: Error>(_ value: T) -> Result { body(unsafeBitCast(value, to: Value.self)) }
    // `as any Event` keeps the existential closed: `Value` is the existential itself.
    switch self {
    case .event(let value):
      return Value.self == (any Event).self ? body(unsafeBitCast(value as any Event, to: Value.self)) : event(value)
    case .error(let value):
      return Value.self == (any Error).self ? body(unsafeBitCast(value as any Error, to: Value.self)) : error(value)
    }
  }

  /// Casts the value to `Value`, or `nil` when it is not one.
  @inline(__always)
  package func cast<Value>(to _: Value.Type) -> Value? {
    switch self {
    case .event(let event): event as? Value
    case .error(let error): error as? Value
    }
  }
}
