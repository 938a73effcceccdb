/// A property wrapper type that can read and write a value owned by a source of truth.
///
/// Get one from a `@State` property with `$`, pass it to a child view declaring `@Binding`, and
/// derive bindings to members with dynamic member lookup (`$user.name`). Writing through a
/// binding to state invalidates the view owning that state.
///
/// ```swift
/// struct NameEditor: View {
///   @Binding var name: String
///   var body: some View { Button("Reset") { name = "" } }
/// }
/// ```
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  internal let getValue: () -> Value
  internal let setValue: (Value) -> Void

  internal init(getValue: @escaping () -> Value, setValue: @escaping (Value) -> Void) {
    self.getValue = getValue
    self.setValue = setValue
  }

  /// Creates a binding with closures that read and write the binding value.
  ///
  /// Both closures are called on the main actor (where views and actions run). HeadlessUI calls
  /// them synchronously, like SwiftUI does.
  @preconcurrency
  public init(
    @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
    @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {
    // An `@isolated(any)` function cannot be called synchronously in the type system; the
    // binding is only used on the main actor, where a closure formed in a view is isolated, so
    // it is called through its plain synchronous representation (same layout).
    let get = unsafeBitCast(get, to: (@Sendable () -> Value).self)
    let set = unsafeBitCast(set, to: (@Sendable (Value) -> Void).self)
    self.init(getValue: get, setValue: set)
  }

  /// Creates a binding with an immutable value.
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
  @_alwaysEmitIntoClient
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// Returns a binding to the resulting value of a given key path.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let base = self
    return Binding<Subject>(
      getValue: { base.getValue()[keyPath: keyPath] },
      setValue: { newValue in
        var value = base.getValue()
        value[keyPath: keyPath] = newValue
        base.setValue(value)
      }
    )
  }
}

extension Binding {
  /// Creates a binding by projecting the base value to an optional value.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(getValue: { base.getValue() }, setValue: { if let value = $0 { base.setValue(value) } })
  }

  /// Creates a binding by projecting the base value to an unwrapped value, or `nil` if the base
  /// value is `nil`.
  public init?(_ base: Binding<Value?>) {
    guard let initial = base.getValue() else { return nil }
    self.init(getValue: { base.getValue() ?? initial }, setValue: { base.setValue($0) })
  }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding: DynamicProperty {}

extension Binding: LinkableProperty {
  /// Bindings need no linking; conforming stops the reflection walk from descending into them.
  @MainActor func link(to node: Node, key: String) {}
}
