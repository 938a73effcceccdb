/// A property wrapper type that can read and write a value managed by the host.
///
/// The value lives in the mounted instance of the view: each placement of the view in the tree
/// has its own (even when one view value is placed twice), it survives re-evaluations, and it is
/// reset when the view's identity changes (another position, another branch of an `if`, another
/// `ForEach` id, another `id(_:)`). Writing it re-evaluates the owning view, not its siblings or
/// ancestors, and not its children unless their inputs changed. It is safe to write from any
/// thread; the update is applied on the main actor.
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
  /// The storage of the mounted instance this copy of the view belongs to, once installed.
  internal var location: StoredLocation<Value>?

  /// Creates a state property that stores an initial value.
  ///
  /// - Parameter value: An initial value to store in the state property.
  public init(wrappedValue value: Value) {
    _value = value
    location = nil
  }

  /// Creates a state property that stores an initial value.
  ///
  /// - Parameter value: An initial value to store in the state property.
  @_alwaysEmitIntoClient
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// The underlying value referenced by the state variable.
  public var wrappedValue: Value {
    get { location?.value ?? _value }
    nonmutating set { location?.value = newValue }
  }

  /// A binding to the state value.
  public var projectedValue: Binding<Value> {
    guard let location else { return .constant(_value) }
    return Binding(location: location)
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

extension State: InstallableProperty {
  @MainActor static func install(at pointer: UnsafeMutableRawPointer, in node: Node, key: Int) {
    let state = pointer.assumingMemoryBound(to: Self.self)
    if let location = node.stateLocations[key] as? StoredLocation<Value> {
      state.pointee.location = location
    } else {
      let location = StoredLocation(state.pointee._value, owner: node.reference)
      node.stateLocations[key] = location
      state.pointee.location = location
    }
  }
}

extension State: InputComparable {
  /// A state field never makes a view "changed": its storage belongs to the mounted instance.
  @MainActor static func inputsAreEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool { true }
}
