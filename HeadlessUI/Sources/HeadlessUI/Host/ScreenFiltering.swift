/// A view that shows only some of its children on screen (a navigation stack its top screen, a
/// tab view its selected tab, a hidden view nothing): host searches descend into those only.
@MainActor
protocol ScreenFiltering {
  func screenChildren(of node: Node) -> [Node]
}

extension Node {
  /// The children host searches descend into: all of them unless the view (or its modifier)
  /// filters them.
  var screenChildren: [Node] {
    if let filtering = view as? ScreenFiltering { return filtering.screenChildren(of: self) }
    if let filtering = modifier as? ScreenFiltering { return filtering.screenChildren(of: self) }
    return children
  }
}
