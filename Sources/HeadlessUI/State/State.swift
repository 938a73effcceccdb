/// A property wrapper type that can read and write a value managed by the host.
///
/// The value lives in the mounted view's node: it survives re-evaluations of the view and is
/// reset when the view's identity changes (another position, another branch of an `if`,
/// another `ForEach` id). Writing it re-evaluates the owning view (not its siblings or ancestors).
///
/// ```swift
/// struct Counter: View {
///   @State private var count = 0
///   var body: some View {
///     Button("Count: \(count)") { count += 1 }
///   }
/// }
/// ```
///
/// Reading before the view is mounted gives the initial value; writing then is ignored (SwiftUI
/// logs a runtime warning in that case).
@propertyWrapper
public struct State<Value>: DynamicProperty {
  @usableFromInline
  internal var _value: Value
  internal let slot: StateSlot<Value>

  /// Creates a state property that stores an initial value.
  public init(wrappedValue value: Value) {
    _value = value
    slot = StateSlot()
  }

  /// Creates a state property that stores an initial value.
  @_alwaysEmitIntoClient
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// The underlying value referenced by the state variable.
  public var wrappedValue: Value {
    get { slot.location?.value ?? _value }
    nonmutating set { slot.location?.value = newValue }
  }

  /// A binding to the state value.
  public var projectedValue: Binding<Value> {
    let slot = self.slot
    let initial = _value
    return Binding(
      getValue: { slot.location?.value ?? initial },
      setValue: { slot.location?.value = $0 }
    )
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates a state property without an initial value (`nil`).
  @inlinable
  public init() {
    self.init(wrappedValue: nil)
  }
}

extension State: Sendable where Value: Sendable {}

extension State: LinkableProperty {
  @MainActor func link(to node: Node, key: String) {
    if let location = node.stateLocations[key] as? StoredLocation<Value> {
      slot.location = location
    } else {
      let location = StoredLocation(_value, owner: node)
      node.stateLocations[key] = location
      slot.location = location
    }
  }
}

/// Connects one `State` value (a view value's copy) to the node's stored location.
final class StateSlot<Value>: @unchecked Sendable {
  var location: StoredLocation<Value>?
}
