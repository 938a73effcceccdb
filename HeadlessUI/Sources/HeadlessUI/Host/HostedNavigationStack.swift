/// A mounted `NavigationStack` of a ``ViewHost``: its path, its screens' titles, and popping.
///
/// Push by tapping a `NavigationLink` (`try host.button("Ada").tap()`); pop with ``pop()`` (the
/// back button) or ``popToRoot()``. A push covers the screen below: its `onDisappear` actions
/// run after the pushed screen's `onAppear` actions, and its `task`s are cancelled; a pop
/// reveals it again (`onAppear` runs, `task`s start) before the popped screen disappears.
///
/// ```swift
/// // Fragment
/// let stack = try host.navigationStack()
/// #expect(stack.path == [AnyHashable(post.id)])
/// #expect(stack.title == "Post")
/// try stack.pop()
/// ```
@MainActor
public struct HostedNavigationStack: @MainActor CustomStringConvertible {
  private let node: Node
  /// Keeps the graph alive as long as this value exists.
  private let graph: ViewGraph

  internal init(_ node: Node) {
    self.node = node
    graph = node.graph
  }

  private var state: NavigationStackState? { node.primitiveStorage as? NavigationStackState }

  /// The stack itself (search it, render it).
  public var view: HostedView { HostedView(node) }

  /// The values of the path, root first (views pushed by `NavigationLink(destination:)` are
  /// not values: they count in ``depth`` only).
  public var path: [AnyHashable] { state?.pathValues ?? [] }

  /// The number of screens pushed on the root.
  public var depth: Int { max(node.children.count - 1, 0) }

  /// The screen on top: the root, or the last pushed view.
  public var topScreen: HostedView { HostedView(node.children.last ?? node) }

  /// Every screen of the stack, root first: the top one is on screen, the others are covered
  /// (mounted, keeping their state, but disappeared). Searches on a covered screen look into
  /// it, which host queries do not.
  ///
  /// ```swift
  /// // Fragment
  /// let root = try host.navigationStack().screens[0]
  /// #expect(try root.find(text: "Inbox").isOnScreen == false)
  /// ```
  public var screens: [HostedView] { node.children.map(HostedView.init) }

  /// The navigation title of the top screen (`navigationTitle`), if it declares one.
  public var title: String? { titles.last ?? nil }

  /// The navigation titles of the screens, root first (`nil` for a screen without one).
  public var titles: [String?] { node.children.map(\.navigationTitle) }

  /// Pops the top screen, as the back button would, then applies the updates.
  ///
  /// - Throws: ``ViewHostError`` when the stack is at its root.
  public func pop() throws {
    try pop(to: depth - 1)
  }

  /// Pops every pushed screen, then applies the updates.
  ///
  /// - Throws: ``ViewHostError`` when the stack is at its root.
  public func popToRoot() throws {
    try pop(to: 0)
  }

  private func pop(to target: Int) throws {
    guard node.isMounted, let state else {
      throw ViewHostError("The NavigationStack is no longer in the tree.")
    }
    guard depth > 0 else {
      throw ViewHostError("The NavigationStack is at its root: there is nothing to pop.")
    }
    state.pop(toDepth: target)
    try graph.update()
  }

  /// `NavigationStack ["Feed", "Post"]`: the titles of the screens, root first.
  public var description: String {
    "NavigationStack [\(titles.map { $0.map(\.debugDescription) ?? "untitled" }.joined(separator: ", "))]"
  }
}

extension Node {
  /// The navigation title a screen declares: the first `navigationTitle` in its subtree on
  /// screen, not looking into nested navigation stacks.
  var navigationTitle: String? {
    if let title = (modifier as? AttributeModifier).flatMap({ $0.name == "navigationTitle" ? $0.value : nil }) {
      return unquoted(title)
    }
    for child in screenChildren where !(child.view is NavigationStackProtocol) {
      if let title = child.navigationTitle { return title }
    }
    return nil
  }

  /// `"Feed"` → `Feed`.
  private func unquoted(_ value: String) -> String {
    guard value.count >= 2, value.first == "\"", value.last == "\"" else { return value }
    return String(value.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
  }
}

extension HostedView {
  /// The frontmost navigation stack in this subtree (the last on screen in tree order, so a
  /// stack in a presented sheet comes before the stack that presents it).
  ///
  /// - Throws: ``ViewHostError`` when there is none.
  public func navigationStack() throws -> HostedNavigationStack {
    guard let stack = try screenNodes(where: { $0.view is NavigationStackProtocol }).last else {
      throw ViewHostError("No NavigationStack on screen.")
    }
    return HostedNavigationStack(stack)
  }

  /// The navigation title this view declares (in its subtree on screen), if any.
  public var navigationTitle: String? { node.navigationTitle }
}
