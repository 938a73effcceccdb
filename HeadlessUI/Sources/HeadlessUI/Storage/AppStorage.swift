import Foundation

/// A property wrapper type that reflects a value from `UserDefaults` and invalidates a view on
/// a change in value in that user default.
///
/// HeadlessUI keeps the values in memory, one store per host: the views of one ``ViewHost`` (or
/// of all the windows of one ``AppHost``) share it, whatever `store` says, and each new host starts
/// empty, so tests running side by side never see each other's values. Nothing is written to
/// disk. A write re-evaluates every mounted view of the host reading the same key. Before its view
/// is mounted, the property reads its default value and ignores writes.
///
/// ```swift
/// // Fragment
/// @AppStorage("showsPreviews") private var showsPreviews = true
/// Toggle("Previews", isOn: $showsPreviews)
/// ```
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen @propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  internal let key: String
  internal let defaultValue: Value
  /// The store of the host this copy of the view is mounted in, once installed.
  internal var store: InMemoryDefaults?

  internal init(key: String, defaultValue: Value) {
    self.key = key
    self.defaultValue = defaultValue
    self.store = nil
  }

  /// The underlying value referenced by the stored user default.
  public var wrappedValue: Value {
    get { store?.value(for: key) as? Value ?? defaultValue }
    nonmutating set { store?.set(newValue, for: key) }
  }

  /// A binding to the stored user default.
  public var projectedValue: Binding<Value> {
    let key = self.key
    let defaultValue = self.defaultValue
    let store = self.store
    return Binding(
      getValue: { store?.value(for: key) as? Value ?? defaultValue },
      setValue: { store?.set($0, for: key) }
    )
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension AppStorage {
  /// Creates a property that can read and write to a boolean user default.
  ///
  /// - Parameters:
  ///   - wrappedValue: The default value if a value is not specified for the given key.
  ///   - key: The key to read and write the value to in the user defaults store.
  ///   - store: The user defaults store to read and write to (ignored by HeadlessUI, which keeps
  ///     the values in memory). A value of `nil` will use the user default store from the
  ///     environment.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
    self.init(key: key, defaultValue: wrappedValue)
  }

  /// Creates a property that can read and write to an integer user default.
  ///
  /// - Parameters:
  ///   - wrappedValue: The default value if a value is not specified for the given key.
  ///   - key: The key to read and write the value to in the user defaults store.
  ///   - store: The user defaults store to read and write to (ignored by HeadlessUI, which keeps
  ///     the values in memory). A value of `nil` will use the user default store from the
  ///     environment.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
    self.init(key: key, defaultValue: wrappedValue)
  }

  /// Creates a property that can read and write to a double user default.
  ///
  /// - Parameters:
  ///   - wrappedValue: The default value if a value is not specified for the given key.
  ///   - key: The key to read and write the value to in the user defaults store.
  ///   - store: The user defaults store to read and write to (ignored by HeadlessUI, which keeps
  ///     the values in memory). A value of `nil` will use the user default store from the
  ///     environment.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
    self.init(key: key, defaultValue: wrappedValue)
  }

  /// Creates a property that can read and write to a string user default.
  ///
  /// - Parameters:
  ///   - wrappedValue: The default value if a value is not specified for the given key.
  ///   - key: The key to read and write the value to in the user defaults store.
  ///   - store: The user defaults store to read and write to (ignored by HeadlessUI, which keeps
  ///     the values in memory). A value of `nil` will use the user default store from the
  ///     environment.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
    self.init(key: key, defaultValue: wrappedValue)
  }

  /// Creates a property that can read and write to a url user default.
  ///
  /// - Parameters:
  ///   - wrappedValue: The default value if a value is not specified for the given key.
  ///   - key: The key to read and write the value to in the user defaults store.
  ///   - store: The user defaults store to read and write to (ignored by HeadlessUI, which keeps
  ///     the values in memory). A value of `nil` will use the user default store from the
  ///     environment.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
    self.init(key: key, defaultValue: wrappedValue)
  }

  /// Creates a property that can read and write to a user default as data.
  ///
  /// - Parameters:
  ///   - wrappedValue: The default value if a value is not specified for the given key.
  ///   - key: The key to read and write the value to in the user defaults store.
  ///   - store: The user defaults store to read and write to (ignored by HeadlessUI, which keeps
  ///     the values in memory). A value of `nil` will use the user default store from the
  ///     environment.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
    self.init(key: key, defaultValue: wrappedValue)
  }

  /// Creates a property that can read and write to an integer user default, transforming that
  /// to `RawRepresentable` data type.
  ///
  /// - Parameters:
  ///   - wrappedValue: The default value if a value is not specified for the given key.
  ///   - key: The key to read and write the value to in the user defaults store.
  ///   - store: The user defaults store to read and write to (ignored by HeadlessUI, which keeps
  ///     the values in memory). A value of `nil` will use the user default store from the
  ///     environment.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
    self.init(key: key, defaultValue: wrappedValue)
  }

  /// Creates a property that can read and write to a string user default, transforming that
  /// to `RawRepresentable` data type.
  ///
  /// - Parameters:
  ///   - wrappedValue: The default value if a value is not specified for the given key.
  ///   - key: The key to read and write the value to in the user defaults store.
  ///   - store: The user defaults store to read and write to (ignored by HeadlessUI, which keeps
  ///     the values in memory). A value of `nil` will use the user default store from the
  ///     environment.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
    self.init(key: key, defaultValue: wrappedValue)
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension AppStorage where Value: ExpressibleByNilLiteral {
  /// Creates a property that can read and write an Optional boolean user default.
  ///
  /// - Parameters:
  ///   - key: The key to read and write the value to in the user defaults store.
  ///   - store: The user defaults store to read and write to (ignored by HeadlessUI, which keeps
  ///     the values in memory). A value of `nil` will use the user default store from the
  ///     environment.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(key: key, defaultValue: nil)
  }

  /// Creates a property that can read and write an Optional integer user default.
  ///
  /// - Parameters:
  ///   - key: The key to read and write the value to in the user defaults store.
  ///   - store: The user defaults store to read and write to (ignored by HeadlessUI, which keeps
  ///     the values in memory). A value of `nil` will use the user default store from the
  ///     environment.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(key: key, defaultValue: nil)
  }

  /// Creates a property that can read and write an Optional double user default.
  ///
  /// - Parameters:
  ///   - key: The key to read and write the value to in the user defaults store.
  ///   - store: The user defaults store to read and write to (ignored by HeadlessUI, which keeps
  ///     the values in memory). A value of `nil` will use the user default store from the
  ///     environment.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(key: key, defaultValue: nil)
  }

  /// Creates a property that can read and write an Optional string user default.
  ///
  /// - Parameters:
  ///   - key: The key to read and write the value to in the user defaults store.
  ///   - store: The user defaults store to read and write to (ignored by HeadlessUI, which keeps
  ///     the values in memory). A value of `nil` will use the user default store from the
  ///     environment.
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(key: key, defaultValue: nil)
  }

  /// Creates a property that can read and write an Optional URL user default.
  ///
  /// - Parameters:
  ///   - key: The key to read and write the value to in the user defaults store.
  ///   - store: The user defaults store to read and write to (ignored by HeadlessUI, which keeps
  ///     the values in memory). A value of `nil` will use the user default store from the
  ///     environment.
  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
    self.init(key: key, defaultValue: nil)
  }

  /// Creates a property that can read and write an Optional data user default.
  ///
  /// - Parameters:
  ///   - key: The key to read and write the value to in the user defaults store.
  ///   - store: The user defaults store to read and write to (ignored by HeadlessUI, which keeps
  ///     the values in memory). A value of `nil` will use the user default store from the
  ///     environment.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(key: key, defaultValue: nil)
  }
}

extension AppStorage: InstallableProperty {
  @MainActor static func install(at pointer: UnsafeMutableRawPointer, in node: Node, key: Int) {
    let storage = pointer.assumingMemoryBound(to: Self.self)
    let store = node.environment.appStorageStore
    storage.pointee.store = store
    store.observe(storage.pointee.key, by: node)
  }
}

extension AppStorage: InputComparable {
  /// An app-storage field never makes a view "changed": its value lives in the store.
  @MainActor static func inputsAreEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool { true }
}

/// The values of `@AppStorage` of one host, in memory, and the mounted views reading each key.
// Locked storage (ARCHITECTURE.md, "Concurrency invariants"): its mutable state is only read
// and written under `lock`.
@usableFromInline
final class InMemoryDefaults: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [String: Any] = [:]
  private var observers: [String: [ObjectIdentifier: NodeReference]] = [:]

  func value(for key: String) -> Any? {
    lock.withLock { values[key] }
  }

  /// Stores `value` and invalidates the views reading `key` (unless an `Equatable` value did
  /// not change).
  func set(_ value: Any, for key: String) {
    let toNotify: [NodeReference] = lock.withLock {
      if let old = values[key], let isEqual = areEqual(old, value) as Bool?, isEqual, sameType(old, value) {
        return []
      }
      values[key] = value
      observers[key] = observers[key]?.filter { $0.value.node != nil }
      return observers[key].map { Array($0.values) } ?? []
    }
    for observer in toNotify { observer.invalidateForChangedModel() }
  }

  @MainActor func observe(_ key: String, by node: Node) {
    let reference = node.reference
    lock.withLock { observers[key, default: [:]][ObjectIdentifier(reference)] = reference }
  }

  private func sameType(_ lhs: Any, _ rhs: Any) -> Bool {
    type(of: lhs) == type(of: rhs)
  }
}

extension EnvironmentValues {
  /// The `@AppStorage` store of the host: set by ``ViewHost`` (one per host, or the one of the
  /// ``AppHost`` whose window it is). A tree mounted without one gets a store of its own.
  var appStorageStore: InMemoryDefaults {
    get { object(of: InMemoryDefaults.self) as? InMemoryDefaults ?? InMemoryDefaults() }
    set { setObject(newValue, of: InMemoryDefaults.self) }
  }

  /// Whether a host already gave this environment its `@AppStorage` store.
  var hasAppStorageStore: Bool { object(of: InMemoryDefaults.self) != nil }
}
