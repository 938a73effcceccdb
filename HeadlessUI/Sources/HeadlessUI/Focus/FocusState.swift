import Foundation

/// A property wrapper type that can read and write a value that the host updates as the
/// placement of focus within the window changes.
///
/// Use it with ``View/focused(_:equals:)`` and ``View/focused(_:)``. When focus enters a view
/// bound with `equals: value`, the wrapped value becomes `value`; when focus leaves it, the
/// wrapped value resets to `nil` (or `false`). Setting the wrapped value moves focus to the view
/// bound to that value (setting `nil` or `false` takes focus away), after the update the write
/// causes — as Apple documents `FocusState`.
///
/// ```swift
/// // Fragment
/// struct LoginForm: View {
///   enum Field: Hashable { case username, password }
///   @FocusState private var focusedField: Field?
///   var body: some View {
///     TextField("Username", text: $username).focused($focusedField, equals: .username)
///     Button("Next") { focusedField = .password }
///   }
/// }
/// ```
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@propertyWrapper
public struct FocusState<Value>: DynamicProperty where Value: Hashable {
  /// A property wrapper type that can read and write a value that indicates the current
  /// placement of focus (the projected value of a ``FocusState``).
  @propertyWrapper
  public struct Binding {
    internal let storage: FocusStateStorage<Value>?
    internal let fallback: Value

    /// The underlying value referenced by the bound property.
    public var wrappedValue: Value {
      get { storage?.value ?? fallback }
      nonmutating set { storage?.value = newValue }
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: FocusState<Value>.Binding { self }
  }

  internal let initialValue: Value
  internal var storage: FocusStateStorage<Value>?

  /// The current state value, taking into account whatever bindings might be in effect due to
  /// the current location of focus.
  public var wrappedValue: Value {
    get { storage?.value ?? initialValue }
    nonmutating set { storage?.value = newValue }
  }

  /// A projection of the focus state value that returns a binding.
  public var projectedValue: FocusState<Value>.Binding {
    Binding(storage: storage, fallback: initialValue)
  }

  internal init(startingWith initialValue: Value) {
    self.initialValue = initialValue
    self.storage = nil
  }

  /// Creates a focus state that binds to a Boolean (`false` when the bound view does not have
  /// focus).
  public init() where Value == Bool {
    self.init(startingWith: false)
  }

  /// Creates a focus state that binds to an optional type (`nil` when no bound view has focus).
  public init<T>() where Value == T?, T: Hashable {
    self.init(startingWith: nil)
  }
}

/// The storage of one `@FocusState` in one mounted view: the value, the value it resets to when
/// focus leaves, the view that owns it and the `.focused` modifiers bound to it (a write
/// re-renders them all, so that they move focus).
// Locked storage (ARCHITECTURE.md, "Concurrency invariants"): its mutable state is only read
// and written under `lock`.
final class FocusStateStorage<Value: Hashable>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value
  /// `nil` or `false`: the value when no bound view has focus.
  let resetValue: Value
  private let owner: NodeReference
  private var observers: [NodeReference] = []

  @MainActor init(_ value: Value, owner: NodeReference) {
    stored = value
    resetValue = value
    self.owner = owner
  }

  var value: Value {
    get { lock.withLock { stored } }
    set {
      let observers: [NodeReference]? = lock.withLock {
        guard stored != newValue else { return nil }
        stored = newValue
        return self.observers
      }
      guard let observers else { return }
      owner.invalidateForChangedModel()
      for observer in observers { observer.invalidateForChangedModel() }
    }
  }

  /// Re-renders `reference` (a `.focused` modifier) whenever the value changes.
  func observe(_ reference: NodeReference) {
    lock.withLock {
      if !observers.contains(where: { $0 === reference }) { observers.append(reference) }
    }
  }
}

extension FocusState: InstallableProperty {
  @MainActor static func install(at pointer: UnsafeMutableRawPointer, in node: Node, key: Int) {
    let property = pointer.assumingMemoryBound(to: Self.self)
    if let storage = node.stateLocations[key] as? FocusStateStorage<Value> {
      property.pointee.storage = storage
    } else {
      let storage = FocusStateStorage(property.pointee.initialValue, owner: node.reference)
      node.stateLocations[key] = storage
      property.pointee.storage = storage
    }
  }
}

extension FocusState: InputComparable {
  /// Its storage belongs to the mounted instance: it never makes a view "changed".
  @MainActor static func inputsAreEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool { true }
}
