/// A view that switches between multiple child views using interactive user interface
/// elements.
///
/// Each top-level view of its content is a tab, identified by its `tag(_:)` (by its position
/// when untagged) and titled by its `tabItem`. Only the selected tab is on screen (host queries
/// search it alone). A tab is loaded when it is first selected, as on iOS 18 and later: until
/// then its views are not evaluated. Selecting another tab makes the shown one disappear
/// (`onDisappear` runs, its `task`s are cancelled) after the selected one appeared; both stay
/// mounted and keep their state. ``ViewHost/tabView()`` lists the tabs and selects one;
/// ``HostedTabView/content(ofTab:)`` reads a tab that is not selected.
///
/// ```swift
/// // Fragment
/// TabView(selection: $tab) {
///   FeedView().tabItem { Label("Feed", systemImage: "list.bullet") }.tag(Tab.feed)
///   SettingsView().tabItem { Label("Settings", systemImage: "gear") }.tag(Tab.settings)
/// }
/// ```
@MainActor @preconcurrency
public struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let content: Content
  nonisolated(unsafe) internal let selection: Binding<SelectionValue>?

  /// Creates an instance that selects from content associated with `Selection` values.
  ///
  /// - Parameters:
  ///   - selection: The selection in the tab view: the `tag` of the selected tab; `nil` to let the
  ///     tab view keep its own selection.
  ///   - content: The tabs, each labelled with `tabItem(_:)`.
  nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }
}

extension TabView {
  /// Creates a tab view whose tabs are ``Tab``s, selected through `selection`: the tab whose
  /// value equals the selection is shown.
  ///
  /// ```swift
  /// // Fragment
  /// TabView(selection: $tab) {
  ///   Tab("Catalog", systemImage: "square.grid.2x2", value: ShopTab.catalog) { CatalogView() }
  ///   Tab("Cart", systemImage: "cart", value: ShopTab.cart) { CartView() }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - selection: The selection in the tab view: the value of the selected tab.
  ///   - content: The tabs.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public init<C>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C) where Content == TabContentBuilder<SelectionValue>.Content<C>, C: TabContent {
    self.init(selection: Optional(selection), content: TabContentBuilder<SelectionValue>.Content(content()))
  }

  /// Creates a tab view whose tabs are ``Tab``s without selection values (the first tab is
  /// selected at first; the tab view keeps its own selection).
  ///
  /// - Parameter content: The tabs.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public init<C>(@TabContentBuilder<Never> content: () -> C) where SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C>, C: TabContent {
    self.init(selection: nil, content: TabContentBuilder<Never>.Content(content()))
  }

  nonisolated private init(selection: Binding<SelectionValue>?, content: Content) {
    self.selection = selection
    self.content = content
  }
}

extension TabView where SelectionValue == Int {
  /// Creates an instance that selects from content associated with `Int` values (the first tab
  /// is selected at first).
  ///
  /// - Parameter content: The tabs, each labelled with `tabItem(_:)`.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.init(selection: nil, content: content)
  }
}

/// The tab a tab view without a selection binding shows, and the tab it shows now.
@MainActor
final class TabSelectionState {
  var selected: AnyHashable?
  /// The root of the tab on screen.
  weak var shown: Node?
}

extension TabView: PrimitiveView {
  func render(_ node: Node, in graph: ViewGraph) {
    let state = node.storage(TabSelectionState.init)
    // The tab view reads its selection: a change of the bound value re-renders it.
    _ = graph.trackingReads(of: node) { selection?.wrappedValue }
    var context = node.context
    // Tabs load on demand: a tab is loaded when it is first selected.
    context.defersItems = true
    graph.reconcileChildren(of: node, [ChildElement(key: 0, view: content)], context: context)
    // The tabs' tags are known once the tab roots' modifiers rendered.
    graph.afterChildren {
      let selected = node.selectedTab.map { node.tabs[$0].node }
      guard selected !== state.shown || selected?.isCovered == true else { return }
      // The selected tab loads (on its first selection: its views render) and appears, then
      // the tab it replaces disappears; both keep their state.
      selected?.ownLoading?.load(in: graph)
      graph.afterChildren {
        if let selected { graph.reveal(selected) }
        if let shown = state.shown, shown !== selected, shown.isMounted { graph.cover(shown) }
        state.shown = selected
      }
    }
  }

  func describe(_ node: Node) -> String? {
    let tabs = node.tabs
    let selected = node.selectedTab.map { tabs[$0].title.debugDescription } ?? "none"
    return "TabView(\(tabs.count) tabs, selected: \(selected))"
  }
}

/// Lets the host drive a tab view without knowing its types.
@MainActor
protocol TabViewProtocol {
  /// The selected tag, or `nil` to use the node's own state.
  var boundSelection: AnyHashable? { get }
  /// Whether the bound selection is an optional (`tag(_:includeOptional: false)` tags do not
  /// match it).
  var selectsOptional: Bool { get }
  /// Sets the selection; `false` when `tag` is not a `SelectionValue`.
  func select(_ tag: AnyHashable, node: Node) -> Bool
}

extension TabView: TabViewProtocol {
  var boundSelection: AnyHashable? { selection.map { AnyHashable($0.wrappedValue) } }

  var selectsOptional: Bool { selection != nil && SelectionValue.self is any OptionalSelectionValue.Type }

  func select(_ tag: AnyHashable, node: Node) -> Bool {
    if let selection {
      guard let value = tag.base as? SelectionValue else { return false }
      selection.wrappedValue = value
    } else {
      node.storage(TabSelectionState.init).selected = tag
      node.invalidate()
    }
    return true
  }
}

extension TabView: ScreenFiltering {
  func screenChildren(of node: Node) -> [Node] {
    node.selectedTab.map { [node.tabs[$0].node] } ?? []
  }
}

@available(*, unavailable)
extension TabView: Sendable {}

/// One tab: its tag, its root node, its title (the texts of its `tabItem`).
@MainActor
struct TabEntry {
  let tag: AnyHashable
  /// Whether the tag also matches an optional selection (`tag(_:includeOptional:)`).
  var includesOptional = true
  let node: Node
  var title: String {
    node.tabModifierChain.lazy.compactMap { $0.modifier is TabItemModifier ? $0.children.dropFirst().first?.title : nil }.first ?? ""
  }
}

extension Node {
  /// The tabs of a tab view node: the top-level views of its content.
  var tabs: [TabEntry] {
    guard let content = children.first else { return [] }
    var roots: [Node] = []
    content.collectItemRoots(into: &roots)
    return roots.enumerated().map { index, root in
      let tag = root.tabModifierChain.lazy.compactMap { $0.modifier as? TagModifierProtocol }.first
      return TabEntry(tag: tag?.tag ?? AnyHashable(index), includesOptional: tag?.includesOptional ?? true, node: root)
    }
  }

  /// The index of the selected tab of a tab view node.
  var selectedTab: Int? {
    let tabs = self.tabs
    guard !tabs.isEmpty else { return nil }
    let tabView = view as? TabViewProtocol
    let tag = tabView?.boundSelection ?? (primitiveStorage as? TabSelectionState)?.selected
    guard let tag else { return 0 }
    // A tab tagged with `includeOptional: false` is not chosen by an optional selection.
    let optional = tabView?.selectsOptional ?? false
    let selected = matchingTag(tag)
    return tabs.firstIndex { matchingTag($0.tag) == selected && (!optional || $0.includesOptional) }
  }

  /// The views a container shows as items: the nodes below structural views (tuples, groups,
  /// `ForEach`, conditionals).
  func collectItemRoots(into roots: inout [Node]) {
    if view is StructuralView {
      for child in children { child.collectItemRoots(into: &roots) }
    } else {
      roots.append(self)
    }
  }

  /// The modifiers applied to a tab: ``modifierChain``, continued through the bodies of custom
  /// view modifiers down to their `content` (a `tag` or `tabItem` applied before a custom
  /// modifier still labels the tab) and through the view of a modified ``Tab`` (one given a badge).
  var tabModifierChain: [Node] {
    var chain: [Node] = [self]
    var current = self
    while (current.view as? PrimitiveView)?.rendersBeforeLoading == true, let next = current.children.first {
      chain.append(next)
      current = next
    }
    return chain
  }

  /// This node and the modifier nodes below it down to the view they modify.
  var modifierChain: [Node] {
    var chain: [Node] = [self]
    var current = self
    while current.modifier != nil, let next = current.children.first {
      chain.append(next)
      current = next
    }
    return chain
  }
}

extension TupleView: StructuralView {}
extension Group: StructuralView {}
extension ForEach: StructuralView {}
extension Optional: StructuralView {}
extension _ConditionalContent: StructuralView {}
extension AnyView: StructuralView {}

extension View {
  /// Sets the tab bar item associated with this view (its title is the tab's title in
  /// ``HostedTabView``; it is not searched by host queries).
  ///
  /// ```swift
  /// // Fragment
  /// FeedView().tabItem { Label("Feed", systemImage: "list.bullet") }
  /// ```
  ///
  /// - Parameter label: The tab bar item to associate with this view.
  @available(iOS, deprecated: 100000.0, message: "Use `Tab(title:image:value:content:)` and related initializers instead")
  @available(macOS, deprecated: 100000.0, message: "Use `Tab(title:image:value:content:)` and related initializers instead")
  @available(tvOS, deprecated: 100000.0, message: "Use `Tab(title:image:value:content:)` and related initializers instead")
  @available(watchOS, deprecated: 100000.0, message: "Use `Tab(title:image:value:content:)` and related initializers instead")
  nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
    modifier(TabItemModifier(label: AnyView(label())))
  }
}

/// Keeps a tab's label next to its content.
nonisolated struct TabItemModifier: ViewModifier {
  typealias Body = Never
  let label: AnyView
}

@MainActor
extension TabItemModifier: PrimitiveModifier, ScreenFiltering {
  func render(content: any View, node: Node, in graph: ViewGraph) {
    // The label is shown in the tab bar even while the tab waits to be loaded.
    var labelContext = node.context
    labelContext.loading = nil
    graph.reconcileChildren(of: node, [
      ChildElement(key: 0, view: content),
      ChildElement(key: "tabItem", view: label, context: labelContext),
    ])
  }

  func describe() -> String { ".tabItem" }

  func screenChildren(of node: Node) -> [Node] { Array(node.children.prefix(1)) }
}
