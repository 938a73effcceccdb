/// A value with a modifier applied to it: what `view.modifier(m)` and every built-in modifier
/// method return.
///
/// ```swift
/// // Fragment
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
  ///
  /// - Parameters:
  ///   - content: The content that the modifier changes.
  ///   - modifier: The modifier to apply to the content.
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
  ///
  /// - Parameter modifier: The modifier to apply to this view.
  /// - Returns: The view with the modifier applied.
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
    } else if Modifier.Body.self == Never.self {
      // An app's modifier without a body is a `GeometryEffect`: it only moves the drawing, so the
      // content is shown as it is.
      graph.reconcileChildren(of: node, [ChildElement(key: 0, view: content)])
    } else {
      if let box = node.modifierContent {
        box.update(view: content, outer: node.context.modifierContent)
      } else {
        node.modifierContent = ModifierContent(view: content, outer: node.context.modifierContent)
      }
      let installed = PropertyLayout.installing(modifier, in: node)
      node.view = ModifiedContent(content: content, modifier: installed)
      let body = graph.trackingReads(of: node) { installed.body(content: _ViewModifier_Content()) }
      graph.countBodyEvaluation(of: Modifier.self, in: node)
      graph.reconcileChildren(of: node, [ChildElement(key: 0, view: body)], context: node.modifierBodyContext)
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

  /// A modifier is applied before its item loads: what it declares (a `tag`, a `tabItem`) is
  /// known to the container.
  var rendersBeforeLoading: Bool { true }
}

/// A mounted modifier with a `body(content:)`: when only its content changes, the graph updates
/// the content placeholders without evaluating the modifier's body again (as SwiftUI does).
@MainActor
protocol BodyModifierHosting {
  /// Whether the modifier is one with a body (not a built-in or a concatenation).
  var hostsBodyModifier: Bool { get }
  /// Whether `other` (a value of the same type) carries an equal modifier.
  func hasSameModifier(as other: any View) -> Bool
  /// Shows the content of `other` (a value of the same type) in `node`'s placeholders.
  func updateContent(of node: Node, to other: any View)
}

extension ModifiedContent: BodyModifierHosting where Content: View, Modifier: ViewModifier {
  var hostsBodyModifier: Bool {
    Modifier.Body.self != Never.self && !(modifier is PrimitiveModifier) && !(modifier is ComposedModifier)
  }

  func hasSameModifier(as other: any View) -> Bool {
    guard let other = other as? Self else { return false }
    return ValueComparison.areEqual(modifier, other.modifier)
  }

  func updateContent(of node: Node, to other: any View) {
    guard let other = other as? Self else { return }
    node.modifierContent?.update(view: other.content, outer: node.context.modifierContent)
  }
}

extension Node {
  /// This node's view as a mounted modifier with a body, if it is one.
  var bodyModifierHost: BodyModifierHosting? {
    guard let host = view as? BodyModifierHosting, host.hostsBodyModifier else { return nil }
    return host
  }

  /// The context a modifier's body sees: this node's, with its own content for the placeholders.
  var modifierBodyContext: RenderContext {
    var body = context
    body.modifierContent = modifierContent
    return body
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

/// Gives access to the modifier of a `ModifiedContent` held as `any View`, through its type: a
/// cast of the view itself to a protocol would box a large view on the heap.
protocol ModifierCarrying {
  /// The type of the modifier.
  static var modifierType: Any.Type { get }
  /// The modifier of `view`, a value of this type.
  static func modifier(of view: any View) -> Any
}

extension ModifiedContent: ModifierCarrying where Content: View, Modifier: ViewModifier {
  static var modifierType: Any.Type { Modifier.self }

  static func modifier(of view: any View) -> Any {
    // Cast to the concrete type: a copy, no box.
    (view as! Self).modifier
  }
}

extension Node {
  /// The type of this node's modifier, when its view is a `ModifiedContent`.
  var modifierType: Any.Type? {
    (type(of: view) as? ModifierCarrying.Type)?.modifierType
  }

  /// The modifier of this node's view, when it is a `ModifiedContent`.
  var modifier: Any? {
    (type(of: view) as? ModifierCarrying.Type)?.modifier(of: view)
  }
}
