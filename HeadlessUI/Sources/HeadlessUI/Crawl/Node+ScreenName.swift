extension Node {
  /// The name of the screen this node is on, as crawl steps print it: its navigation title, or
  /// the first custom view of the screen (the navigation stack's top screen, the sheet, or the
  /// root). A menu's items are on the screen of the view that opened it.
  var screenName: String { ScreenNames().name(of: self) }

  /// Whether this node roots a screen: the root, a navigation stack's screen, or a sheet (a
  /// menu's content is not one).
  fileprivate var isScreenRoot: Bool {
    let isMenu = parent?.modifier is MenuModifier
    return (role == .sheet && !isMenu) || parent == nil || parent?.view is NavigationStackProtocol
  }

  /// The name of the screen rooted here, or `nil` when it shows no title and no custom view.
  fileprivate var ownScreenName: String? {
    if let title = navigationTitle { return title }
    var pending = [self]
    while let node = pending.popLast() {
      if node.isCustomView { return node.typeName }
      pending.append(contentsOf: node.screenChildren.reversed())
    }
    return nil
  }
}

/// The screen names of one state of the tree, each screen's found once: naming a screen reads its
/// subtree, so naming every control of a wide screen one by one would read it once per control.
@MainActor
final class ScreenNames {
  /// The own name of each screen root met, by node (`nil`: the screen shows none).
  private var own: [ObjectIdentifier: String?] = [:]

  /// The name of the screen `node` is on (``Node/screenName``), the tree being unchanged since
  /// this was made.
  func name(of node: Node) -> String {
    var current: Node? = node
    while let screen = current {
      if screen.isScreenRoot, let name = ownName(of: screen) { return name }
      current = screen.parent
    }
    return node.typeName
  }

  private func ownName(of screen: Node) -> String? {
    let key = ObjectIdentifier(screen)
    if let known = own[key] { return known }
    let name = screen.ownScreenName
    own[key] = name
    return name
  }
}
