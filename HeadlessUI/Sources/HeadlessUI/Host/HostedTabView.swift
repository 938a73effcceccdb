/// A mounted `TabView` of a ``ViewHost``: its tabs and the selected one, selecting, and reading
/// a tab that is not selected (``content(ofTab:)``).
///
/// ```swift
/// let tabs = try host.tabView()
/// #expect(tabs.titles == ["Feed", "Settings"])
/// try tabs.select("Settings")
/// ```
@MainActor
public struct HostedTabView: @MainActor CustomStringConvertible {
  private let node: Node
  /// Keeps the graph alive as long as this value exists.
  private let graph: ViewGraph

  internal init(_ node: Node) {
    self.node = node
    graph = node.graph
  }

  /// The tab view itself.
  public var view: HostedView { HostedView(node) }

  /// The titles of the tabs (the texts of their `tabItem`), in order.
  public var titles: [String] { node.tabs.map(\.title) }

  /// The tags of the tabs (their position for untagged tabs), in order.
  public var tags: [AnyHashable] { node.tabs.map(\.tag) }

  /// The title of the selected tab.
  public var selectedTitle: String? { node.selectedTab.map { node.tabs[$0].title } }

  /// The position of the selected tab.
  public var selectedIndex: Int? { node.selectedTab }

  /// The content of the selected tab.
  public var selectedContent: HostedView? { node.selectedTab.map { HostedView(node.tabs[$0].node) } }

  /// The content of the tab titled `title`, selected or not, without selecting it: searches on
  /// the returned view look into that tab (what is on screen in it, as if it were selected).
  ///
  /// A tab is loaded when it is first selected; before that its views do not exist, so a tab
  /// never selected cannot be read (selecting it here would run its `onAppear` and `task`s).
  ///
  /// ```swift
  /// // Fragment
  /// let tabs = try host.tabView()
  /// try tabs.select("Settings")
  /// try tabs.select("Feed")
  /// #expect(try tabs.content(ofTab: "Settings").find(text: "Signed in").isMounted)
  /// ```
  ///
  /// - Parameter title: The tab's title: the texts of its `tabItem` label.
  /// - Throws: ``ViewHostError`` when there is no such tab, or when it was never selected.
  public func content(ofTab title: String) throws -> HostedView {
    guard node.isMounted else { throw ViewHostError("The TabView is no longer in the tree.") }
    let tab = try self.tab(titled: title)
    if let loading = tab.node.ownLoading, !loading.isLoaded {
      throw ViewHostError("The tab \(title.debugDescription) was never selected, so it is not loaded: SwiftUI loads a tab when it is first selected. Select it first.")
    }
    return HostedView(tab.node)
  }

  /// Selects the tab titled `title`, as tapping its tab bar item would: the selection takes its
  /// tag, then the updates are applied. The tab loads if it was never selected, and appears;
  /// the tab shown before disappears (it stays mounted and keeps its state).
  ///
  /// - Parameter title: The tab's title: the texts of its `tabItem` label.
  /// - Throws: ``ViewHostError`` when there is no such tab, or when its tag is not of the
  ///   selection's type.
  public func select(_ title: String) throws {
    guard node.isMounted, let tabView = node.view(as: TabViewProtocol.self) else {
      throw ViewHostError("The TabView is no longer in the tree.")
    }
    let tab = try self.tab(titled: title)
    if tabView.selectsOptional && !tab.includesOptional {
      throw ViewHostError("The tab \(title.debugDescription) is tagged with includeOptional: false, so the TabView's optional selection cannot take its tag.")
    }
    guard tabView.select(tab.tag, node: node) else {
      throw ViewHostError("The tab \(title.debugDescription) is tagged with a value of type \(type(of: tab.tag.base)), which the TabView's selection cannot hold.")
    }
    try graph.update()
  }

  private func tab(titled title: String) throws -> TabEntry {
    let tabs = node.tabs
    guard let tab = tabs.first(where: { $0.title == title }) else {
      throw ViewHostError("The TabView has no tab titled \(title.debugDescription). Tabs: \(ViewHostError.quotedList(tabs.map(\.title))).")
    }
    return tab
  }

  /// `TabView ["Feed", "Settings"], selected: "Feed"`.
  public var description: String {
    "TabView [\(titles.map(\.debugDescription).joined(separator: ", "))], selected: \(selectedTitle.map(\.debugDescription) ?? "none")"
  }
}

extension HostedView {
  /// The one tab view in this subtree on screen (the outermost when tab views are nested).
  ///
  /// - Throws: ``ViewHostError`` when there is none.
  public func tabView() throws -> HostedTabView {
    guard let tabView = try screenNodes(where: { $0.view is TabViewProtocol }).first else {
      throw ViewHostError("No TabView on screen.")
    }
    return HostedTabView(tabView)
  }
}
