/// The content view passed to a `ViewModifier`'s `body(content:)`: a placeholder that shows the
/// modified view where the modifier's body places it.
@MainActor @preconcurrency
public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
  public typealias Body = Never

  nonisolated internal init() {}
}

extension _ViewModifier_Content: PrimitiveView {
  func render(_ node: Node, in graph: ViewGraph) {
    guard let content = node.context.modifierContent else {
      graph.reconcileChildren(of: node, [])
      return
    }
    content.register(node)
    var context = node.context
    context.modifierContent = content.outer
    graph.reconcileChildren(of: node, [ChildElement(key: 0, view: content.view)], context: context)
  }

  /// The modifiers below a modifier's body are applied before their item loads, like the
  /// modifiers above it.
  var rendersBeforeLoading: Bool { true }
}

@available(*, unavailable)
extension _ViewModifier_Content: Sendable {}
