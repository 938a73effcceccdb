@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TabContent {
  /// Generates a badge for a tab from an integer value (recorded as the `badge` attribute of the
  /// tab's root, which ``HostedTabView/content(ofTab:)`` and the tree dump show).
  ///
  /// ```swift
  /// // Fragment
  /// Tab("Alerts", systemImage: "bell", value: AppTab.alerts) { AlertsView() }
  ///   .badge(alerts.count)
  /// ```
  ///
  /// - Parameter count: An integer value to display in the badge. Set the value to zero to hide
  ///   the badge.
  nonisolated public func badge(_ count: Int) -> some TabContent<Self.TabValue> {
    BadgedTabContent(base: self, count: count)
  }
}

/// Tab content with a badge on each of its tabs.
struct BadgedTabContent<Base: TabContent>: TabContent, PrimitiveTabContent {
  typealias TabValue = Base.TabValue
  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) let base: Base
  let count: Int

  var body: Self { return self }

  /// The tab's own view with the badge outside it.
  var tabView: any View { ModifiedTabContentView(content: base.tabContentView).badge(count) }
}

/// The view of tab content a modifier applies to. Like a modifier, it is part of the tab's root:
/// it renders before the tab is loaded, so that the tab's `tag` and `tabItem` below it are known
/// (``Node/tabModifierChain``), and the views below it wait for the tab to load.
struct ModifiedTabContentView: View, SingleChildPrimitive {
  typealias Body = Never
  let content: any View

  var child: any View { content }

  var rendersBeforeLoading: Bool { true }
}
