extension View {
  /// Sets the environment value of the specified key path to the given value, for this view and
  /// its subtree only.
  ///
  /// ```swift
  /// // Fragment
  /// ArticleView().environment(\.theme, .dark)
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: A key path that indicates the property of the ``EnvironmentValues`` structure to
  ///     update.
  ///   - value: The new value to set for the item specified by `keyPath`.
  nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    modifier(EnvironmentValueModifier(keyPath: keyPath, value: value))
  }

  /// Transforms the environment value of the specified key path with the given function, for
  /// this view and its subtree only.
  ///
  /// ```swift
  /// // Fragment
  /// content.transformEnvironment(\.depth) { $0 += 1 }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: A key path that indicates the property of the ``EnvironmentValues`` structure to
  ///     update.
  ///   - transform: A function that receives the current value (as seen from here) and may change
  ///     it.
  nonisolated public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(EnvironmentWritingModifier(label: ".transformEnvironment(\(V.self))") {
      transform(&$0[keyPath: keyPath])
    })
  }
}

/// Sets one environment value for its content (and the content's subtree).
///
/// It keeps the environment it produced while neither the environment it receives nor its value
/// changed, so that the views below see the very same environment and are not revisited.
nonisolated struct EnvironmentValueModifier<Value>: ViewModifier {
  typealias Body = Never
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let value: Value
}

/// What an ``EnvironmentValueModifier`` produced last: from which environment, with which value.
@MainActor
final class ProducedEnvironment<Value> {
  var source: EnvironmentVersion
  var value: Value
  var produced: EnvironmentValues

  init(source: EnvironmentVersion, value: Value, produced: EnvironmentValues) {
    self.source = source
    self.value = value
    self.produced = produced
  }
}

@MainActor
extension EnvironmentValueModifier: PrimitiveModifier {
  func render(content: any View, node: Node, in graph: ViewGraph) {
    var context = node.context
    if let last = node.primitiveStorage as? ProducedEnvironment<Value>,
       last.source === context.environment.version, ValueComparison.areEqual(last.value, value) {
      context.environment = last.produced
    } else {
      let source = context.environment.version
      context.environment[keyPath: keyPath] = value
      node.primitiveStorage = ProducedEnvironment(source: source, value: value, produced: context.environment)
    }
    graph.reconcileChildren(of: node, [ChildElement(key: 0, view: content)], context: context)
  }

  func describe() -> String { ".environment(\(String(reflecting: value)))" }
}

/// Changes the environment its content (and the content's subtree) sees.
nonisolated struct EnvironmentWritingModifier: ViewModifier {
  typealias Body = Never
  let label: String
  let write: (inout EnvironmentValues) -> Void
}

@MainActor
extension EnvironmentWritingModifier: PrimitiveModifier {
  func render(content: any View, node: Node, in graph: ViewGraph) {
    var context = node.context
    write(&context.environment)
    graph.reconcileChildren(of: node, [ChildElement(key: 0, view: content)], context: context)
  }

  func describe() -> String { label }
}
