/// A property wrapper that reads a value from a view's environment.
///
/// The value is the one set by the nearest ancestor with `environment(_:_:)`, or the key's default.
/// Each mounted instance of the view reads its own position's environment. A view re-evaluates
/// when a key it declares with `@Environment` changes (compared with `==` for `Equatable` values,
/// otherwise by identity or field by field), and not when other keys change — as SwiftUI tracks
/// environment dependencies per key ("Demystify SwiftUI", WWDC21).
///
/// ```swift
/// // Fragment
/// struct ThemedText: View {
///   @Environment(\.theme) private var theme
///   var body: some View { Text("Theme: \(theme)") }
/// }
/// ```
///
/// Reading it outside a mounted view returns the default value (SwiftUI also logs a fault).
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  internal let source: EnvironmentSource<Value>
  /// The value of the mounted instance this copy belongs to, once installed.
  internal var installedValue: Value?

  /// Creates an environment property to read the specified key path.
  ///
  /// - Parameter keyPath: A key path to a specific resulting value.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    source = .keyPath(keyPath)
    installedValue = nil
  }

  internal init(source: EnvironmentSource<Value>) {
    self.source = source
    installedValue = nil
  }

  /// The current value of the environment property.
  public var wrappedValue: Value {
    installedValue ?? source.read(from: EnvironmentValues())
  }
}

// Apple declares `Sendable where Value: Sendable`; the source and value are immutable here.
extension Environment: @unchecked Sendable where Value: Sendable {}

extension Environment: InstallableProperty {
  @MainActor static func install(at pointer: UnsafeMutableRawPointer, in node: Node, key: Int) {
    let property = pointer.assumingMemoryBound(to: Self.self)
    // SwiftUI updates an environment property from its view's environment, which it recomputes
    // only when an ancestor's environment write changed ("Demystify SwiftUI", WWDC21): unchanged,
    // the property keeps the value it read.
    if let kept = node.keptEnvironmentValue(key: key, source: property.pointee.source) {
      property.pointee.installedValue = kept
      return
    }
    if let message = property.pointee.source.missingObjectMessage(in: node.environment) {
      MissingObject.found(message)
      return
    }
    let value = property.pointee.source.read(from: node.environment)
    property.pointee.installedValue = value
    node.recordEnvironmentDependency(key: key, source: property.pointee.source, value: value)
  }
}

extension Environment: InputComparable {
  /// An environment field never makes a view "changed": what it reads is a dependency of its own.
  @MainActor static func inputsAreEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool { true }
}

/// What an `@Environment` property reads: a key path of `EnvironmentValues`, or an object stored
/// by type (`@Environment(Model.self)`).
enum EnvironmentSource<Value> {
  case keyPath(KeyPath<EnvironmentValues, Value>)
  case object((EnvironmentValues) -> Value)
  /// An object the view requires (`@Environment(Model.self)`): `message` is SwiftUI's when it
  /// is missing.
  case requiredObject(message: String, (EnvironmentValues) -> Value?)

  func read(from environment: EnvironmentValues) -> Value {
    switch self {
    case .keyPath(let keyPath): return environment[keyPath: keyPath]
    case .object(let read): return read(environment)
    case .requiredObject(let message, let read):
      guard let value = read(environment) else { fatalError(message) }
      return value
    }
  }

  /// SwiftUI's message when a required object is missing from `environment`, `nil` otherwise.
  func missingObjectMessage(in environment: EnvironmentValues) -> String? {
    guard case .requiredObject(let message, let read) = self, read(environment) == nil else { return nil }
    return message
  }
}
