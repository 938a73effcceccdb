/// The content for a tab and the tab's associated tab item in a tab view.
///
/// In a `TabView`, a tab behaves as a view labelled with `tabItem` and tagged with the tab's
/// value: it is loaded when it is first selected, the selected tab alone is on screen, and a
/// switch makes the old tab disappear and the new one appear, each keeping its state.
/// ``HostedTabView`` selects a tab by its title.
///
/// ```swift
/// // Fragment
/// TabView(selection: $tab) {
///   Tab("Catalog", systemImage: "square.grid.2x2", value: ShopTab.catalog) { CatalogView() }
///   Tab("Cart", systemImage: "cart", value: ShopTab.cart) { CartView() }
/// }
/// ```
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor @preconcurrency
public struct Tab<Value, Content, Label> {
  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  /// The selection value, or `nil` for a tab without one (`Value` is `Never`).
  nonisolated(unsafe) internal let value: Value?
  nonisolated(unsafe) internal let content: Content
  nonisolated(unsafe) internal let label: Label

  nonisolated internal init(value: Value?, content: Content, label: Label) {
    self.value = value
    self.content = content
    self.label = label
  }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Tab: TabContent where Value: Hashable, Content: View, Label: View {
  /// The type used to drive selection for the containing tab view.
  public typealias TabValue = Value

  /// The tab itself: HeadlessUI shows it directly.
  public var body: Self { return self }

  /// Creates a new tab with a label that you can use in a tab view.
  ///
  /// - Parameters:
  ///   - value: The `selection` value which selects this tab.
  ///   - content: The view content of the tab.
  ///   - label: The label for the tab's tab item.
  nonisolated public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(value: value, content: content(), label: label())
  }

  /// Creates a new tab with a label that you can use in a tab view.
  ///
  /// - Parameters:
  ///   - content: The view content of the tab.
  ///   - label: The label for the tab's tab item.
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) where Value == Never {
    self.init(value: nil, content: content(), label: label())
  }

  /// Creates a tab that the tab view presents when the tab view's selection matches the tab's
  /// value, using a system image for the tab's tab item image, with a localized string key label.
  ///
  /// - Parameters:
  ///   - titleKey: The localized string key label for the tab's tab item.
  ///   - systemImage: The system image for the tab's tab item.
  ///   - value: The `selection` value which selects this tab.
  ///   - content: The view content of the tab.
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
    self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(titleKey), systemImage: systemImage))
  }

  /// Creates a tab that the tab view presents when the tab view's selection matches the tab's
  /// value, using a system image for the tab's tab item image, with a string label.
  ///
  /// - Parameters:
  ///   - title: The label for the tab's tab item.
  ///   - systemImage: The system image for the tab's tab item.
  ///   - value: The `selection` value which selects this tab.
  ///   - content: The view content of the tab.
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel, S: StringProtocol {
    self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(title), systemImage: systemImage))
  }

  /// Creates a new tab that you can use in a tab view using a system image for the tab item's
  /// image, and a localized string key label.
  ///
  /// - Parameters:
  ///   - titleKey: The localized string key label for the tab's tab item.
  ///   - systemImage: The system image for the tab's tab item.
  ///   - content: The view content of the tab.
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) where Value == Never, Label == DefaultTabLabel {
    self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(titleKey), systemImage: systemImage))
  }

  /// Creates a new tab that you can use in a tab view using a system image for the tab item's
  /// image, and a string label.
  ///
  /// - Parameters:
  ///   - title: The label for the tab's tab item.
  ///   - systemImage: The system image for the tab's tab item.
  ///   - content: The view content of the tab.
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) where Value == Never, Label == DefaultTabLabel, S: StringProtocol {
    self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(title), systemImage: systemImage))
  }
}

extension Tab: PrimitiveTabContent where Value: Hashable, Content: View, Label: View {
  /// The tab's content labelled with its tab item, and tagged with its value when it has one:
  /// what a `TabView` of views reads as a tab.
  var tabView: any View {
    let labelled = content.tabItem { label }
    guard let value else { return labelled }
    return labelled.tag(value)
  }
}

@available(*, unavailable)
extension Tab: Sendable {}

/// The default label to use for a tab: its title with its system image.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor @preconcurrency
public struct DefaultTabLabel: View {
  public typealias Body = Never

  internal let title: Text
  internal let systemImage: String

  nonisolated internal init(title: Text, systemImage: String) {
    self.title = title
    self.systemImage = systemImage
  }
}

extension DefaultTabLabel: SingleChildPrimitive {
  var child: any View { Label { title } icon: { Image(systemName: systemImage) } }
}

@available(*, unavailable)
extension DefaultTabLabel: Sendable {}
