extension View {
  /// Adds a context menu to a view.
  ///
  /// The menu is closed at first; ``HostedView/openContextMenu()`` opens it (its items become
  /// a live subtree the host searches), and tapping one of its buttons runs the button's action
  /// and closes it.
  ///
  /// ```swift
  /// // Fragment
  /// PostRow(post: post).contextMenu { Button("Delete", role: .destructive) { delete(post) } }
  /// ```
  ///
  /// - Parameter menuItems: A contextual menu that's presented for this view: its buttons and other
  ///   items.
  @available(iOS 13.0, macOS 10.15, tvOS 14.0, *)
  @available(watchOS, unavailable)
  nonisolated public func contextMenu<MenuItems>(@ViewBuilder menuItems: () -> MenuItems) -> some View where MenuItems: View {
    modifier(MenuModifier(kind: .contextMenu, items: AnyView(menuItems())))
  }

  /// Adds custom swipe actions to a row in a list.
  ///
  /// The actions are hidden at first; ``HostedView/swipe(edge:)`` reveals those of an edge (a
  /// live subtree the host searches); tapping one of their buttons runs its action and hides
  /// them.
  ///
  /// ```swift
  /// // Fragment
  /// Text(mail.subject).swipeActions { Button("Archive") { archive(mail) } }
  /// ```
  ///
  /// - Parameters:
  ///   - edge: The edge of the view to associate the swipe actions with. The default is
  ///     ``HorizontalEdge/trailing``.
  ///   - allowsFullSwipe: A Boolean value that indicates whether a full swipe automatically
  ///     performs the first action (ignored by HeadlessUI). The default is `true`.
  ///   - content: The content of the swipe actions: usually buttons.
  @available(iOS 15.0, macOS 12.0, watchOS 8.0, *)
  @available(tvOS, unavailable)
  nonisolated public func swipeActions<T>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View where T: View {
    modifier(MenuModifier(kind: .swipeActions(edge), items: AnyView(content())))
  }
}

/// A menu a host opens: a context menu or a row's swipe actions.
nonisolated struct MenuModifier: ViewModifier {
  typealias Body = Never
  enum Kind: Equatable {
    case contextMenu
    case swipeActions(HorizontalEdge)
  }

  let kind: Kind
  let items: AnyView
}

/// Whether a menu is open, and what closes it.
final class MenuState {
  var isOpen = false
  let closer = DismissTarget()
}

@MainActor
extension MenuModifier: PrimitiveModifier {
  func render(content: any View, node: Node, in graph: ViewGraph) {
    passThrough(content, node, in: graph)
    let state = node.storage(MenuState.init)
    state.closer.action = { [weak node, weak state] in
      state?.isOpen = false
      node?.invalidate()
    }
    let elements = state.isOpen
      ? [ChildElement(key: "menu", view: PresentationRoot(kind: .menu, target: state.closer, content: items))]
      : []
    graph.reconcilePresented(of: node, elements, role: .sheet)
  }

  func describe() -> String {
    switch kind {
    case .contextMenu: ".contextMenu"
    case .swipeActions(let edge): ".swipeActions(edge: .\(edge))"
    }
  }
}
