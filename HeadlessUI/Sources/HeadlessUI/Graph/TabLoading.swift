/// Whether a tab of a `TabView` was ever selected, and the views that wait for it.
///
/// A tab is loaded when it is first selected: until then its root's modifiers are applied (its
/// `tag` and `tabItem` are known) but the views they modify are not evaluated, so they keep no
/// state and run no `onAppear` or `task`. Once loaded, a tab stays loaded (it keeps its state
/// while another tab is selected). iOS 18 made `TabView` load its tabs lazily this way
/// (ARCHITECTURE.md, "Lifecycle of covered screens").
@MainActor
final class TabLoading {
  private(set) var isLoaded = false
  /// Weak: the waiting nodes hold this object in their context.
  private var waiting: [WeakNode] = []

  /// Records that `node` waits for the tab to load.
  func wait(_ node: Node) {
    guard !node.isWaitingForTab else { return }
    node.isWaitingForTab = true
    waiting.append(WeakNode(node: node))
  }

  /// Loads the tab: evaluates the views that waited.
  func load(in graph: ViewGraph) {
    guard !isLoaded else { return }
    isLoaded = true
    let nodes = waiting
    waiting = []
    for node in nodes.compactMap(\.node) where node.isMounted && node.isWaitingForTab { graph.render(node) }
  }
}
