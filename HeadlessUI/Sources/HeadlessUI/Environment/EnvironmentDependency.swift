/// One environment value a mounted view read through `@Environment`, and the value it saw.
///
/// When the environment reaching the view changes, the graph asks each dependency whether its
/// value changed; only then is the view re-evaluated.
@MainActor
class EnvironmentDependency {
  /// Whether the value read in `environment` differs from the one the view saw.
  func hasChanged(in environment: EnvironmentValues) -> Bool { false }
}

/// An ``EnvironmentDependency`` on a value of type `Value`.
@MainActor
final class TypedEnvironmentDependency<Value>: EnvironmentDependency {
  var source: EnvironmentSource<Value>
  var value: Value
  /// The environment `value` was read from: while a view's environment keeps this version, a
  /// read would give `value` again.
  var version: EnvironmentVersion

  init(source: EnvironmentSource<Value>, value: Value, version: EnvironmentVersion) {
    self.source = source
    self.value = value
    self.version = version
  }

  /// The value read before, when `source` reads the same key path from an environment of the
  /// same version; `nil` when it must be read again.
  func keptValue(for source: EnvironmentSource<Value>, in environment: EnvironmentValues) -> Value? {
    guard environment.version === version, case .keyPath(let keyPath) = source, case .keyPath(let read) = self.source,
      keyPath === read
    else { return nil }
    return value
  }

  override func hasChanged(in environment: EnvironmentValues) -> Bool {
    !ValueComparison.areEqual(source.read(from: environment), value)
  }
}
