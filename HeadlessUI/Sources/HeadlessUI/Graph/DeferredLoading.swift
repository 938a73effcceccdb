/// Load on demand, a facility the graph offers every container: the items of a container's
/// content wait to be evaluated until the container loads them.
///
/// A container asks for it by rendering its content in a context with
/// ``RenderContext/defersItems`` set. Each item (the first view below the structural views: a
/// tuple, a group, a `ForEach`, a conditional) then mounts covered and owns a `DeferredLoading`
/// (``Node/ownLoading``). Until the container calls ``load(in:)``, the views of the item that
/// only carry something for the container (its modifiers, the `content` of a modifier's body:
/// ``PrimitiveView/rendersBeforeLoading``) render, so that what they declare (a `tag`, a
/// `tabItem`) is known, and the views they wrap wait: they keep no state and run no
/// `onAppear` or `task`. Once loaded, an item stays loaded.
///
/// `TabView` loads a tab this way when it is first selected, as iOS 18 does.
@MainActor
final class DeferredLoading {
  private(set) var isLoaded = false
  /// Weak: the waiting nodes hold this object in their context.
  private var waiting: [WeakNode] = []

  /// Whether `node`, about to render in this item, waits for the item to load (it is then
  /// recorded and rendered by ``load(in:)``).
  func defers(_ node: Node) -> Bool {
    guard !isLoaded else { return false }
    if !waiting.contains(where: { $0.node === node }) { waiting.append(WeakNode(node: node)) }
    return true
  }

  /// Loads the item: renders the views that waited.
  func load(in graph: ViewGraph) {
    guard !isLoaded else { return }
    isLoaded = true
    let nodes = waiting
    waiting = []
    for node in nodes.compactMap(\.node) where node.isMounted { graph.render(node) }
  }
}

/// Views that only group others: a container's items are found below them.
protocol StructuralView {}

@MainActor
extension RenderContext {
  /// The context a view mounted in this context renders in, and the loading it owns when it is
  /// an item of a container that defers its items (``DeferredLoading``).
  func mounting(_ view: any View) -> (context: RenderContext, loading: DeferredLoading?) {
    guard defersItems, !(view is StructuralView) else { return (self, nil) }
    let loading = DeferredLoading()
    var context = self
    context.defersItems = false
    context.loading = loading
    return (context, loading)
  }

  /// The context `node` renders in when its parent hands down this context: an item keeps the
  /// loading it owns.
  func adopted(by node: Node) -> RenderContext {
    guard defersItems, let loading = node.ownLoading else { return self }
    var adopted = self
    adopted.defersItems = false
    adopted.loading = loading
    return adopted
  }
}
