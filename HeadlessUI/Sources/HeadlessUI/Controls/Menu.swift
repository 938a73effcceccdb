/// A control for presenting a menu of actions.
///
/// In a ``ViewHost`` it is found like a button (`host.button("Sort")`); tapping it opens the
/// menu: its content becomes a live subtree the host searches, and tapping one of its buttons
/// runs the button's action and closes the menu.
///
/// ```swift
/// // Fragment
/// Menu("Sort") {
///   Button("Newest first") { order = .newest }
///   Button("Oldest first") { order = .oldest }
/// }
/// ```
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct Menu<Label, Content>: View where Label: View, Content: View {
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let label: Label
  nonisolated(unsafe) internal let content: Content

  /// Creates a menu with a custom label.
  ///
  /// - Parameters:
  ///   - content: A group of menu items.
  ///   - label: A view describing the content of the menu.
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension Menu where Label == Text {
  /// Creates a menu that generates its label from a localized string key.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the menu's localized title, which describes the contents of the
  ///     menu.
  ///   - content: A group of menu items.
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// Creates a menu that generates its label from a string.
  ///
  /// - Parameters:
  ///   - title: A string that describes the contents of the menu (not localized).
  ///   - content: A group of menu items.
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
    self.init(content: content) { Text(title) }
  }
}

extension Menu: PrimitiveView, ButtonProtocol {
  func render(_ node: Node, in graph: ViewGraph) {
    graph.reconcileChildren(of: node, [ChildElement(key: 0, view: label)])
    let state = node.storage(MenuState.init)
    state.closer.action = { [weak node, weak state] in
      state?.isOpen = false
      node?.invalidate()
    }
    let elements = state.isOpen
      ? [ChildElement(key: "menu", view: PresentationRoot(kind: .menu, target: state.closer, content: content))]
      : []
    graph.reconcilePresented(of: node, elements, role: .sheet)
  }

  var role: ButtonRole? { nil }

  /// Opens the menu.
  func trigger(from node: Node) throws {
    node.storage(MenuState.init).isOpen = true
    node.invalidate()
  }

  func describe(_ node: Node) -> String? { "Menu(\(node.title.debugDescription))" }
}

@available(*, unavailable)
extension Menu: Sendable {}
