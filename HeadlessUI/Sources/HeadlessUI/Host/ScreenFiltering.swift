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
    // Asked of the types first: most views filter nothing, and casting a large value boxes it.
    if type(of: view) is ScreenFiltering.Type, let filtering = view as? ScreenFiltering {
      return filtering.screenChildren(of: self)
    }
    if modifierType is ScreenFiltering.Type, let filtering = modifier as? ScreenFiltering {
      return filtering.screenChildren(of: self)
    }
    return children
  }
}
