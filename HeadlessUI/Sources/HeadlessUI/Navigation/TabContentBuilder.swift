/// A result builder that constructs tabs for a tab view that supports programmatic selection.
/// This builder requires that all tabs in the tab view have the same selection type.
///
/// ```swift
/// // Fragment
/// TabView(selection: $tab) {
///   Tab("Catalog", systemImage: "square.grid.2x2", value: ShopTab.catalog) { CatalogView() }
///   if showsCart {
///     Tab("Cart", systemImage: "cart", value: ShopTab.cart) { CartView() }
///   }
/// }
/// ```
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@resultBuilder
public struct TabContentBuilder<TabValue> where TabValue: Hashable {
  /// Passes a single tab written as an expression through unmodified.
  ///
  /// - Parameter content: The tab content written as an expression.
  public static func buildExpression(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> {
    content
  }

  /// Passes a single tab through unmodified.
  ///
  /// - Parameter content: The tab content to pass through.
  public static func buildBlock(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> {
    content
  }

  /// Combines 2 tabs, in order.
  public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some TabContent<TabValue> where C0: TabContent, C1: TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue {
    TupleTabContent<TabValue, (C0, C1)>(tabs: (c0, c1)) { [$0.0.tabContentView, $0.1.tabContentView] }
  }

  /// Combines 3 tabs, in order.
  public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some TabContent<TabValue> where C0: TabContent, C1: TabContent, C2: TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue {
    TupleTabContent<TabValue, (C0, C1, C2)>(tabs: (c0, c1, c2)) { [$0.0.tabContentView, $0.1.tabContentView, $0.2.tabContentView] }
  }

  /// Combines 4 tabs, in order.
  public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some TabContent<TabValue> where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue {
    TupleTabContent<TabValue, (C0, C1, C2, C3)>(tabs: (c0, c1, c2, c3)) { [$0.0.tabContentView, $0.1.tabContentView, $0.2.tabContentView, $0.3.tabContentView] }
  }

  /// Combines 5 tabs, in order.
  public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some TabContent<TabValue> where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue {
    TupleTabContent<TabValue, (C0, C1, C2, C3, C4)>(tabs: (c0, c1, c2, c3, c4)) { [$0.0.tabContentView, $0.1.tabContentView, $0.2.tabContentView, $0.3.tabContentView, $0.4.tabContentView] }
  }

  /// Combines 6 tabs, in order.
  public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some TabContent<TabValue> where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue {
    TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5)>(tabs: (c0, c1, c2, c3, c4, c5)) { [$0.0.tabContentView, $0.1.tabContentView, $0.2.tabContentView, $0.3.tabContentView, $0.4.tabContentView, $0.5.tabContentView] }
  }

  /// Combines 7 tabs, in order.
  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some TabContent<TabValue> where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue {
    TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5, C6)>(tabs: (c0, c1, c2, c3, c4, c5, c6)) { [$0.0.tabContentView, $0.1.tabContentView, $0.2.tabContentView, $0.3.tabContentView, $0.4.tabContentView, $0.5.tabContentView, $0.6.tabContentView] }
  }

  /// Combines 8 tabs, in order.
  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some TabContent<TabValue> where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue, C7.TabValue == TabValue {
    TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5, C6, C7)>(tabs: (c0, c1, c2, c3, c4, c5, c6, c7)) { [$0.0.tabContentView, $0.1.tabContentView, $0.2.tabContentView, $0.3.tabContentView, $0.4.tabContentView, $0.5.tabContentView, $0.6.tabContentView, $0.7.tabContentView] }
  }

  /// Combines 9 tabs, in order.
  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some TabContent<TabValue> where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent, C8: TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue, C7.TabValue == TabValue, C8.TabValue == TabValue {
    TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>(tabs: (c0, c1, c2, c3, c4, c5, c6, c7, c8)) { [$0.0.tabContentView, $0.1.tabContentView, $0.2.tabContentView, $0.3.tabContentView, $0.4.tabContentView, $0.5.tabContentView, $0.6.tabContentView, $0.7.tabContentView, $0.8.tabContentView] }
  }

  /// Combines 10 tabs, in order.
  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some TabContent<TabValue> where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent, C8: TabContent, C9: TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue, C7.TabValue == TabValue, C8.TabValue == TabValue, C9.TabValue == TabValue {
    TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>(tabs: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9)) { [$0.0.tabContentView, $0.1.tabContentView, $0.2.tabContentView, $0.3.tabContentView, $0.4.tabContentView, $0.5.tabContentView, $0.6.tabContentView, $0.7.tabContentView, $0.8.tabContentView, $0.9.tabContentView] }
  }

  /// Produces optional tab content for conditional statements without an `else`.
  ///
  /// - Parameter content: The tabs of the `if` branch, or `nil` when the condition is false.
  public static func buildIf(_ content: (some TabContent<TabValue>)?) -> (some TabContent<TabValue>)? {
    content
  }

  /// Produces content for the first branch of a conditional.
  ///
  /// - Parameter first: The tabs of the first branch.
  public static func buildEither<T, F>(first: T) -> _ConditionalContent<T, F> where T: TabContent, F: TabContent, T.TabValue == TabValue, F.TabValue == TabValue {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// Produces content for the second branch of a conditional.
  ///
  /// - Parameter second: The tabs of the second branch.
  public static func buildEither<T, F>(second: F) -> _ConditionalContent<T, F> where T: TabContent, F: TabContent, T.TabValue == TabValue, F.TabValue == TabValue {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// A view representation of the content of a builder-based tab view with selection: the
  /// `Content` of a `TabView` made of ``Tab``s.
  @MainActor @preconcurrency
  public struct Content<C>: View where C: TabContent {
    public typealias Body = Never

    // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
    nonisolated(unsafe) internal let content: C

    nonisolated internal init(_ content: C) {
      self.content = content
    }
  }
}

extension TabContentBuilder.Content: PrimitiveView, StructuralView {
  func render(_ node: Node, in graph: ViewGraph) {
    graph.reconcileChildren(of: node, [ChildElement(key: 0, view: content.tabContentView)])
  }
}

@available(*, unavailable)
extension TabContentBuilder.Content: Sendable {}
