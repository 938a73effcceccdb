/// A property wrapper type that can read and write a value owned by a source of truth.
///
/// Get one from a `@State` property with `$`, pass it to a child view declaring `@Binding`, and
/// derive bindings to members with dynamic member lookup (`$user.name`). Writing through a
/// binding to state invalidates the view owning that state.
///
/// ```swift
/// // Fragment
/// struct NameEditor: View {
///   @Binding var name: String
///   var body: some View { Button("Reset") { name = "" } }
/// }
/// ```
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  internal let getValue: () -> Value
  internal let setValue: (Value) -> Void
  /// Where the value lives, for bindings to state or to a model's property; `nil` for bindings
  /// made of closures. Two bindings with the same identity and value are the same view input.
  internal let identity: BindingIdentity?
  /// The value when the binding was made (compared with `identity`, as SwiftUI does).
  internal let snapshot: Value?

  internal init(
    getValue: @escaping () -> Value, setValue: @escaping (Value) -> Void,
    identity: BindingIdentity? = nil, snapshot: Value? = nil
  ) {
    self.getValue = getValue
    self.setValue = setValue
    self.identity = identity
    self.snapshot = identity == nil ? nil : snapshot
  }

  /// A binding to one `@State` storage location.
  internal init(location: StoredLocation<Value>) {
    let value = location.value
    self.init(
      getValue: { location.value }, setValue: { location.value = $0 },
      identity: BindingIdentity(root: location), snapshot: value)
  }

  /// Creates a binding with closures that read and write the binding value.
  ///
  /// HeadlessUI calls both closures synchronously, like SwiftUI does. Each closure is isolated
  /// to the main actor (a closure formed in a view is, and is then called on the main actor,
  /// where views and actions run) or to no actor (a `@Sendable` closure formed outside any actor
  /// may be called anywhere); a closure isolated to another actor stops the program with a
  /// message naming `Binding(get:set:)`.
  ///
  /// - Parameters:
  ///   - get: A closure that retrieves the binding value. The closure has no parameters, and
  ///     returns a value.
  ///   - set: A closure that sets the binding value. The closure has the following parameter: the
  ///     new value.
  @preconcurrency
  public init(
    @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
    @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {
    // Called synchronously, as SwiftUI does: the escape checks the closures' isolation.
    let get = IsolatedAnyEscape.synchronous(get, in: "Binding(get:set:)")
    let set = IsolatedAnyEscape.synchronous(set, in: "Binding(get:set:)")
    self.init(getValue: get, setValue: set)
  }

  /// Creates a binding with an immutable value.
  ///
  /// - Parameter value: An immutable value: the binding always reads it, and writes are ignored.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(getValue: { value }, setValue: { _ in })
  }

  /// The underlying value referenced by the binding variable.
  public var wrappedValue: Value {
    get { getValue() }
    nonmutating set { setValue(newValue) }
  }

  /// A projection of the binding value that returns a binding.
  public var projectedValue: Binding<Value> { self }

  /// Creates a binding from the value of another binding.
  ///
  /// - Parameter projectedValue: A binding.
  @_alwaysEmitIntoClient
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// Returns a binding to the resulting value of a given key path.
  ///
  /// - Parameter keyPath: A key path to a specific resulting value.
  /// - Returns: A binding that reads and writes the value at `keyPath` of this binding's value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let base = self
    return Binding<Subject>(
      getValue: { base.getValue()[keyPath: keyPath] },
      setValue: { newValue in
        var value = base.getValue()
        value[keyPath: keyPath] = newValue
        base.setValue(value)
      },
      identity: identity?.appending(keyPath),
      snapshot: snapshot?[keyPath: keyPath]
    )
  }
}

extension Binding {
  /// Creates a binding by projecting the base value to an optional value.
  ///
  /// - Parameter base: The binding to project to an optional value; writing `nil` through the new
  ///   binding leaves `base` unchanged.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(getValue: { base.getValue() }, setValue: { if let value = $0 { base.setValue(value) } })
  }

  /// Creates a binding by projecting the base value to an unwrapped value, or `nil` if the base
  /// value is `nil`.
  ///
  /// - Parameter base: The binding to project to an unwrapped value.
  public init?(_ base: Binding<Value?>) {
    guard let initial = base.getValue() else { return nil }
    self.init(getValue: { base.getValue() ?? initial }, setValue: { base.setValue($0) })
  }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding: DynamicProperty {}

extension Binding: InputComparable {
  /// Two bindings are the same input when they point at the same place and carry equal values
  /// (SwiftUI compares a binding's location and value); bindings made of closures always differ.
  @MainActor static func inputsAreEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
    let lhs = lhs.assumingMemoryBound(to: Self.self).pointee
    let rhs = rhs.assumingMemoryBound(to: Self.self).pointee
    guard let identity = lhs.identity, identity == rhs.identity else { return false }
    return ValueComparison.areEqual(lhs.snapshot, rhs.snapshot)
  }
}
