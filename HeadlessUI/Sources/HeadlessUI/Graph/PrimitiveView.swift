/// A view the graph renders itself instead of evaluating `body`.
///
/// Every built-in view (`Text`, stacks, `ForEach`, `ModifiedContent`…) conforms. User views never
/// do: the graph checks `view as? PrimitiveView` and otherwise evaluates `body`.
@MainActor
protocol PrimitiveView {
  /// Renders this view (stored in `node.view`): reconciles the children and registers side effects.
  func render(_ node: Node, in graph: ViewGraph)

  /// Called once when `node` leaves the tree, after its children left.
  func unmount(_ node: Node, in graph: ViewGraph)

  /// One line for the tree dump, or `nil` for purely structural views (their children are
  /// printed in their place).
  func describe(_ node: Node) -> String?

  /// Whether this view renders in an item its container has not loaded yet
  /// (``DeferredLoading``): `true` for views that only carry something for the container
  /// around the item's content (modifiers, the `content` of a modifier's body).
  var rendersBeforeLoading: Bool { get }
}

extension PrimitiveView {
  /// Primitive views have no body (Apple's built-in views behave the same way).
  public var body: Never {
    fatalError("\(Self.self) is a primitive view: it has no body")
  }

  func unmount(_ node: Node, in graph: ViewGraph) {}

  func describe(_ node: Node) -> String? { nil }

  var rendersBeforeLoading: Bool { false }
}

/// A primitive view whose only child is one view rendered in the node's own context.
@MainActor
protocol SingleChildPrimitive: PrimitiveView {
  var child: any View { get }
}

extension SingleChildPrimitive {
  func render(_ node: Node, in graph: ViewGraph) {
    graph.reconcileChildren(of: node, [ChildElement(key: 0, view: child)])
  }
}
