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

  /// The dynamic type of the value inside.
  @inline(__always)
  package var dynamicType: Any.Type {
    switch self {
    case .event(let event): type(of: event)
    case .error(let error): type(of: error)
    }
  }

  /// The unqualified name of the dynamic type, for journeys and issues.
  package var typeName: String { String(describing: dynamicType) }

  /// Casts the value to `Value`, or `nil` when it is not one.
  @inline(__always)
  package func cast<Value>(to _: Value.Type) -> Value? {
    switch self {
    case .event(let event): event as? Value
    case .error(let error): error as? Value
    }
  }
}
