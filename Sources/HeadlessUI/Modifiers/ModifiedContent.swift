/// A value with a modifier applied to it: what `view.modifier(m)` and every built-in modifier
/// method return.
///
/// ```swift
/// ModifiedContent(content: Text("Hi"), modifier: EmptyModifier())
/// ```
@frozen
public struct ModifiedContent<Content, Modifier> {
  public typealias Body = Never

  /// The content that the modifier transforms into a new view or new view modifier.
  public var content: Content

  /// The view modifier.
  public var modifier: Modifier

  /// A structure that the defines the content and modifier needed to produce a new view or view
  /// modifier.
  nonisolated public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

extension View {
  /// Applies a modifier to a view and returns a new view.
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  func render(_ node: Node, in graph: ViewGraph) {
    if let primitive = modifier as? PrimitiveModifier {
      primitive.render(content: content, node: node, in: graph)
    } else if let composed = modifier as? ComposedModifier {
      graph.reconcileChildren(of: node, [ChildElement(key: 0, view: composed.applied(to: content))])
    } else {
      graph.link(modifier, to: node, prefix: "")
      let body = modifier.body(content: _ViewModifier_Content())
      graph.countBodyEvaluation(of: Modifier.self, in: node)
      var context = node.context
      context.modifierContent = ModifierContent(view: content, outer: node.context.modifierContent)
      graph.reconcileChildren(of: node, [ChildElement(key: 0, view: body)], context: context)
    }
  }

  func unmount(_ node: Node, in graph: ViewGraph) {
    (modifier as? PrimitiveModifier)?.unmount(node, in: graph)
  }

  func describe(_ node: Node) -> String? {
    if let primitive = modifier as? PrimitiveModifier { return primitive.describe() }
    if modifier is ComposedModifier { return nil }
    return ".modifier(\(Modifier.self))"
  }
}

/// A modifier made of two modifiers (`a.concat(b)`): applying it applies `a`, then `b`.
@MainActor
protocol ComposedModifier {
  func applied<V: View>(to view: V) -> any View
}

extension ModifiedContent: ComposedModifier where Content: ViewModifier, Modifier: ViewModifier {
  func applied<V: View>(to view: V) -> any View {
    ModifiedContent<ModifiedContent<V, Content>, Modifier>(
      content: ModifiedContent<V, Content>(content: view, modifier: content),
      modifier: modifier
    )
  }
}

@available(*, unavailable)
extension ModifiedContent: Sendable {}

/// Gives access to the modifier of a `ModifiedContent` held as `any View`.
protocol ModifierCarrying {
  var anyModifier: Any { get }
}

extension ModifiedContent: ModifierCarrying {
  var anyModifier: Any { modifier }
}

extension Node {
  /// The modifier of this node's view, when it is a `ModifiedContent`.
  var modifier: Any? { view(as: ModifierCarrying.self)?.anyModifier }
}
