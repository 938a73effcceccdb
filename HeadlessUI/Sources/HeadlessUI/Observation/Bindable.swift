import Observation

/// A property wrapper type that supports creating bindings to the mutable properties of
/// observable objects.
///
/// Use it on a property or a local variable holding an `@Observable` object to get bindings to
/// its properties with `$`. A binding made this way reads and writes the object; the views that
/// read the property are re-evaluated by observation. Two bindings to the same object and property
/// with the same value are the same view input.
///
/// ```swift
/// struct NameEditor: View {
///   @Bindable var account: Account
///   var body: some View { TextField("Name", text: $account.name) }
/// }
/// ```
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
  /// The wrapped object.
  public var wrappedValue: Value

  /// The bindable wrapper for the object that creates bindings to its properties using dynamic
  /// member lookup.
  public var projectedValue: Bindable<Value> { self }

  /// Creates a bindable object; the wrapped value must be an observable object.
  @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Creates a bindable object from another; the wrapped value must be an observable object.
  @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value: AnyObject {
  /// Returns a binding to the value of a given key path of the object.
  ///
  /// - Parameter keyPath: the property of the object to bind to.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let object = wrappedValue
    return Binding(
      getValue: { object[keyPath: keyPath] },
      setValue: { object[keyPath: keyPath] = $0 },
      identity: BindingIdentity(root: object, path: [keyPath]),
      snapshot: object[keyPath: keyPath])
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value: AnyObject, Value: Observable {
  /// Creates a bindable object from an observable object.
  ///
  /// - Parameter wrappedValue: the observable object to make bindings to.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Creates a bindable object from an observable object.
  ///
  /// - Parameter wrappedValue: the observable object to make bindings to.
  public init(_ wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Creates a bindable from the value of another bindable.
  ///
  /// - Parameter projectedValue: the bindable to copy.
  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable: Identifiable where Value: Identifiable {
  /// The stable identity of the wrapped object.
  public var id: Value.ID { wrappedValue.id }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable: Sendable where Value: Sendable {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable: DynamicProperty {}
