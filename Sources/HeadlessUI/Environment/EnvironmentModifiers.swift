extension View {
  /// Sets the environment value of the specified key path to the given value, for this view and
  /// its subtree only.
  ///
  /// ```swift
  /// ArticleView().environment(\.theme, .dark)
  /// ```
  nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    modifier(EnvironmentWritingModifier(label: ".environment(\(String(reflecting: value)))") { $0[keyPath: keyPath] = value })
  }

  /// Transforms the environment value of the specified key path with the given function, for
  /// this view and its subtree only.
  ///
  /// ```swift
  /// content.transformEnvironment(\.depth) { $0 += 1 }
  /// ```
  nonisolated public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(EnvironmentWritingModifier(label: ".transformEnvironment(\(V.self))") {
      transform(&$0[keyPath: keyPath])
    })
  }
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
