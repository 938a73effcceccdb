/// An optional view shows its wrapped view, or nothing (what `ViewBuilder` makes of an `if`
/// without `else`). Becoming `nil` removes the subtree; becoming non-`nil` inserts a fresh one.
extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  func render(_ node: Node, in graph: ViewGraph) {
    graph.reconcileChildren(of: node, map { [ChildElement(key: 0, view: $0)] } ?? [])
  }
}

/// Lets the graph recognise an optional view without unwrapping it.
protocol OptionalView {}

extension Optional: OptionalView where Wrapped: View {}
