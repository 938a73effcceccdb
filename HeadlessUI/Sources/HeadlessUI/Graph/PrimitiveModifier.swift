/// A modifier the graph applies itself instead of evaluating `body(content:)`.
///
/// All of HeadlessUI's built-in modifiers (environment, preferences, lifecycle, presentation…)
/// conform. A primitive modifier renders the `ModifiedContent` node holding it: it must reconcile
/// `content` as the node's child (usually through ``passThrough(_:_:in:)``).
@MainActor
protocol PrimitiveModifier {
  func render(content: any View, node: Node, in graph: ViewGraph)
  func unmount(_ node: Node, in graph: ViewGraph)
  func describe() -> String
}

extension PrimitiveModifier {
  func unmount(_ node: Node, in graph: ViewGraph) {}

  /// Shows `content` as the only child of `node`, in `node`'s context.
  func passThrough(_ content: any View, _ node: Node, in graph: ViewGraph) {
    graph.reconcileChildren(of: node, [ChildElement(key: 0, view: content)])
  }
}
