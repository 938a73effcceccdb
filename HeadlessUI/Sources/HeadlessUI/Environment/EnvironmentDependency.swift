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

  init(source: EnvironmentSource<Value>, value: Value) {
    self.source = source
    self.value = value
  }

  override func hasChanged(in environment: EnvironmentValues) -> Bool {
    !ValueComparison.areEqual(source.read(from: environment), value)
  }
}
