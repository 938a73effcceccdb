extension Node {
  /// The name of the screen this node is on, as crawl steps print it: its navigation title, or
  /// the first custom view of the screen (the navigation stack's top screen, the sheet, or the
  /// root). A menu's items are on the screen of the view that opened it.
  var screenName: String {
    var current: Node? = self
    while let node = current {
      let isMenu = node.parent?.modifier is MenuModifier
      let isScreen = (node.role == .sheet && !isMenu) || node.parent == nil || node.parent?.view is NavigationStackProtocol
      if isScreen, let name = node.ownScreenName { return name }
      current = node.parent
    }
    return typeName
  }

  /// The name of the screen rooted here, or `nil` when it shows no title and no custom view.
  private var ownScreenName: String? {
    if let title = navigationTitle { return title }
    var pending = [self]
    while let node = pending.popLast() {
      if node.isCustomView { return node.typeName }
      pending.append(contentsOf: node.screenChildren.reversed())
    }
    return nil
  }
}
