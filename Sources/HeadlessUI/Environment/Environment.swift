/// A property wrapper that reads a value from a view's environment.
///
/// The value is the one set by the nearest ancestor with `environment(_:_:)`, or the key's default.
///
/// ```swift
/// struct ThemedText: View {
///   @Environment(\.theme) private var theme
///   var body: some View { Text("Theme: \(theme)") }
/// }
/// ```
///
/// Reading it outside a mounted view returns the default value (SwiftUI also logs a fault).
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  internal let keyPath: KeyPath<EnvironmentValues, Value>
  internal let slot: EnvironmentSlot

  /// Creates an environment property to read the specified key path.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
    slot = EnvironmentSlot()
  }

  /// The current value of the environment property.
  public var wrappedValue: Value {
    (slot.values ?? EnvironmentValues())[keyPath: keyPath]
  }
}

// Apple declares `Sendable where Value: Sendable`; the key path and slot are immutable here.
extension Environment: @unchecked Sendable where Value: Sendable {}

extension Environment: LinkableProperty {
  @MainActor func link(to node: Node, key: String) {
    slot.values = node.environment
  }
}

/// The environment a view value's `@Environment` property reads, set before `body` runs.
final class EnvironmentSlot: @unchecked Sendable {
  var values: EnvironmentValues?
}
