/// A type that provides content for programmatically selectable tabs in a tab view.
///
/// ``Tab`` is the tab content apps write; ``TabContentBuilder`` combines tabs, `if` and `if`/`else`.
/// A type of your own conforms by composing tabs in its `body`. HeadlessUI shows each tab as a
/// tab of its `TabView`, with the same lifecycle as a view tagged and labelled with `tabItem`:
/// loaded when first selected, appearing and disappearing as the selection changes.
///
/// ```swift
/// // Fragment
/// struct ShopTabs: TabContent {
///   var body: some TabContent<ShopTab> {
///     Tab("Catalog", systemImage: "square.grid.2x2", value: .catalog) { CatalogView() }
///     Tab("Cart", systemImage: "cart", value: .cart) { CartView() }
///   }
/// }
/// ```
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
  /// The type used to drive selection for the containing tab view.
  associatedtype TabValue: Hashable where TabValue == Body.TabValue

  /// The type of content representing the body of this content type.
  associatedtype Body: TabContent

  /// The value of this type's nested content.
  @TabContentBuilder<TabValue> @MainActor @preconcurrency var body: Body { get }
}

/// Tab content HeadlessUI shows directly (``Tab``, the builder's combinations), instead of
/// going through its `body`.
@MainActor
protocol PrimitiveTabContent {
  /// The view that stands for this content inside a tab view: each tab a view labelled with
  /// `tabItem` (and tagged with its value), combinations as structural views.
  var tabView: any View { get }
}

extension TabContent {
  /// The view that stands for this content inside a tab view: a primitive's own, or its body's.
  ///
  /// A `body` is evaluated here, once per evaluation of the tab view's content: state kept in a
  /// tab content type of your own is not modelled (keep it in the views inside its tabs).
  var tabContentView: any View {
    if let primitive = self as? PrimitiveTabContent { return primitive.tabView }
    return body.tabContentView
  }
}

/// The views tab content combines, with their identities: structural, so that the tabs are
/// found below it.
struct TabContentChildren: View, PrimitiveView, StructuralView {
  typealias Body = Never
  let elements: [ChildElement]

  func render(_ node: Node, in graph: ViewGraph) {
    graph.reconcileChildren(of: node, elements)
  }
}

/// Several tabs written one after the other in a ``TabContentBuilder``.
struct TupleTabContent<TabValue: Hashable, Tabs>: TabContent, PrimitiveTabContent {
  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) let tabs: Tabs
  let views: @MainActor (Tabs) -> [any View]

  var body: Self { return self }

  var tabView: any View {
    TabContentChildren(elements: views(tabs).enumerated().map { ChildElement(key: $0.offset, view: $0.element) })
  }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Optional: TabContent where Wrapped: TabContent {
  /// The type used to drive selection for the containing tab view: the wrapped content's.
  public typealias TabValue = Wrapped.TabValue

  /// The content itself (HeadlessUI shows the wrapped tabs when there are some, nothing otherwise).
  public var body: Self { return self }
}

extension Optional: PrimitiveTabContent where Wrapped: TabContent {
  var tabView: any View {
    TabContentChildren(elements: map { [ChildElement(key: 0, view: $0.tabContentView)] } ?? [])
  }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension _ConditionalContent: TabContent where TrueContent: TabContent, FalseContent: TabContent, TrueContent.TabValue == FalseContent.TabValue {
  /// The type used to drive selection for the containing tab view: the branches'.
  public typealias TabValue = TrueContent.TabValue

  /// The content itself (HeadlessUI shows the tabs of the branch taken).
  public var body: Self { return self }
}

extension _ConditionalContent: PrimitiveTabContent where TrueContent: TabContent, FalseContent: TabContent, TrueContent.TabValue == FalseContent.TabValue {
  /// The two branches are different identities, as for views.
  var tabView: any View {
    switch storage {
    case .trueContent(let content): TabContentChildren(elements: [ChildElement(key: true, view: content.tabContentView)])
    case .falseContent(let content): TabContentChildren(elements: [ChildElement(key: false, view: content.tabContentView)])
    }
  }
}
