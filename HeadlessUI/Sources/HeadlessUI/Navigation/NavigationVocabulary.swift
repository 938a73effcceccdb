// Navigation containers and styles apps written for earlier or larger devices use:
// `NavigationView` (iOS 13–15 apps), `NavigationSplitView` (columns), `navigationViewStyle`,
// `tabViewStyle` and `navigationDestination(item:)`.

/// A view for presenting a stack of views that represents a visible path in a navigation
/// hierarchy.
///
/// HeadlessUI shows it as a ``NavigationStack`` around its content (the stack style an iPhone
/// uses): a `NavigationLink` inside pushes onto it, and the host drives it with
/// ``HostedView/navigationStack()``.
///
/// ```swift
/// // Fragment
/// NavigationView {
///   List(products) { product in NavigationLink(product.name) { ProductView(product: product) } }
/// }
/// .navigationViewStyle(.stack)
/// ```
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@MainActor @preconcurrency
public struct NavigationView<Content>: View where Content: View {
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let content: Content

  /// Creates a destination-based navigation view.
  ///
  /// - Parameter content: A ``ViewBuilder`` that produces the content that the navigation view
  ///   wraps.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension NavigationView: PrimitiveView {
  func render(_ node: Node, in graph: ViewGraph) {
    if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {
      graph.reconcileChildren(of: node, [ChildElement(key: 0, view: NavigationStack { content })])
    } else {
      graph.reconcileChildren(of: node, [ChildElement(key: 0, view: content)])
    }
  }

  func describe(_ node: Node) -> String? { "NavigationView" }
}

@available(*, unavailable)
extension NavigationView: Sendable {}

/// A view that presents views in two or three columns, where selections in leading columns
/// control presentations in subsequent columns.
///
/// HeadlessUI shows every column, as an iPad in regular width does: the sidebar, the content
/// (three-column initializers) and the detail, in that order; the detail column is a
/// ``NavigationStack`` (links there push onto it). Apps drive the detail with the sidebar's
/// `List(selection:)` (``HostedView/select()``). See HeadlessUI/DEVICE-QUESTIONS.md for the compact
/// (iPhone) presentation, which HeadlessUI does not model.
///
/// ```swift
/// // Fragment
/// NavigationSplitView {
///   List(categories, selection: $category) { Text($0.name) }
/// } detail: {
///   if let category { CategoryView(category: category) } else { Text("Pick a category") }
/// }
/// ```
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency
public struct NavigationSplitView<Sidebar, Content, Detail>: View where Sidebar: View, Content: View, Detail: View {
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let sidebar: Sidebar
  nonisolated(unsafe) internal let content: Content?
  nonisolated(unsafe) internal let detail: Detail

  nonisolated internal init(sidebar: Sidebar, content: Content?, detail: Detail) {
    self.sidebar = sidebar
    self.content = content
    self.detail = detail
  }

  /// Creates a three-column navigation split view.
  ///
  /// - Parameters:
  ///   - sidebar: The view to show in the leading column.
  ///   - content: The view to show in the middle column.
  ///   - detail: The view to show in the detail area.
  nonisolated public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar(), content: content(), detail: detail())
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationSplitView where Content == EmptyView {
  /// Creates a two-column navigation split view.
  ///
  /// - Parameters:
  ///   - sidebar: The view to show in the leading column.
  ///   - detail: The view to show in the detail area.
  nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.init(sidebar: sidebar(), content: nil, detail: detail())
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationSplitView: PrimitiveView {
  func render(_ node: Node, in graph: ViewGraph) {
    var elements = [ChildElement(key: "sidebar", view: sidebar.navigationScreenContent())]
    if let content { elements.append(ChildElement(key: "content", view: content.navigationScreenContent())) }
    elements.append(ChildElement(key: "detail", view: NavigationStack { detail }))
    graph.reconcileChildren(of: node, elements)
  }

  func describe(_ node: Node) -> String? { "NavigationSplitView" }
}

@available(*, unavailable)
extension NavigationSplitView: Sendable {}

/// A specification for the appearance and interaction of a navigation view (HeadlessUI
/// records the style's type).
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
@available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
public protocol NavigationViewStyle {}

/// A navigation view style represented by a view stack that only shows a single top view at a
/// time.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
@available(macOS, unavailable)
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
@available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
public struct StackNavigationViewStyle: NavigationViewStyle {
  /// Creates a stack navigation view style.
  public init() {}
}

/// The default navigation view style in the current context of the view being styled.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
@available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  /// Creates a default navigation view style.
  public init() {}
}

@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
@available(macOS, unavailable)
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
@available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// A navigation view style represented by a view stack that only shows a single top view at
  /// a time.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
@available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The default navigation view style in the current context of the view being styled.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

/// A specification for the appearance and interaction of a tab view (HeadlessUI records the
/// style's type; every style shows the selected tab).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol TabViewStyle {}

/// The default tab view style.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct DefaultTabViewStyle: TabViewStyle {
  /// Creates a default tab view style.
  nonisolated public init() {}
}

/// A tab view style that implements a paged scrolling tab view (HeadlessUI shows the selected
/// page, as it shows the selected tab).
@available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
@available(macOS, unavailable)
public struct PageTabViewStyle: TabViewStyle {
  /// A style for displaying the page index view.
  public struct IndexDisplayMode: Sendable {
    internal let name: String
    /// Displays an index view when there are more than one page.
    public static let automatic = IndexDisplayMode(name: "automatic")
    /// Always display an index view regardless of page count.
    @available(watchOS 8.0, *)
    public static let always = IndexDisplayMode(name: "always")
    /// Never display an index view.
    @available(watchOS 8.0, *)
    public static let never = IndexDisplayMode(name: "never")
  }

  internal let indexDisplayMode: IndexDisplayMode

  /// Creates a new page tab view style with the specified index display mode.
  ///
  /// - Parameter indexDisplayMode: The index display mode.
  nonisolated public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) {
    self.indexDisplayMode = indexDisplayMode
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension TabViewStyle where Self == DefaultTabViewStyle {
  /// The default tab view style.
  @MainActor @preconcurrency public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

@available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
@available(macOS, unavailable)
extension TabViewStyle where Self == PageTabViewStyle {
  /// A paged scrolling tab view style.
  @MainActor @preconcurrency public static var page: PageTabViewStyle { PageTabViewStyle() }

  /// A paged scrolling tab view style with the given index display mode.
  ///
  /// - Parameter indexDisplayMode: The index display mode.
  @MainActor @preconcurrency public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

extension View {
  /// Sets the style for navigation views within this view (recorded as the
  /// `navigationViewStyle` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// NavigationView { content }.navigationViewStyle(.stack)
  /// ```
  ///
  /// - Parameter style: The style to apply to this view.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
  @available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
  nonisolated public func navigationViewStyle<S>(_ style: S) -> some View where S: NavigationViewStyle {
    attribute("navigationViewStyle", "\(S.self)")
  }

  /// Sets the style for the tab view within the current environment (recorded as the
  /// `tabViewStyle` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// TabView { pages }.tabViewStyle(.page)
  /// ```
  ///
  /// - Parameter style: The style to apply to this tab view.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func tabViewStyle<S>(_ style: S) -> some View where S: TabViewStyle {
    attribute("tabViewStyle", "\(S.self)")
  }

  /// Associates a destination view with a bound value for use within a navigation stack: while
  /// the value is non-`nil`, the destination for it is pushed; popping sets it back to `nil`.
  ///
  /// ```swift
  /// // Fragment
  /// List(orders) { order in Button(order.title) { selected = order } }
  ///   .navigationDestination(item: $selected) { OrderView(order: $0) }
  /// ```
  ///
  /// - Parameters:
  ///   - item: A binding to the data presented, or `nil` if nothing is currently presented.
  ///   - destination: A view builder that defines a view to display when `item` is not `nil`.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func navigationDestination<D, C>(
    item: Binding<Optional<D>>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View where D: Hashable, C: View {
    let isPresented = Binding<Bool>(
      getValue: { item.wrappedValue != nil },
      setValue: { if !$0 { item.wrappedValue = nil } }
    )
    return navigationDestination(isPresented: isPresented) {
      if let value = item.wrappedValue { destination(value) }
    }
  }
}
