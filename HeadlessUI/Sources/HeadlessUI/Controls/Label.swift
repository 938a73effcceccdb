/// A standard label for user interface items, consisting of an icon with a title.
///
/// Host queries read its title's text (the icon is an image): `Button { } label: {
/// Label("Delete", systemImage: "trash") }` is the button titled "Delete".
///
/// ```swift
/// Label("Settings", systemImage: "gear")
/// ```
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public struct Label<Title, Icon>: View where Title: View, Icon: View {
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let title: Title
  nonisolated(unsafe) internal let icon: Icon

  /// Creates a label with a custom title and icon.
  ///
  /// - Parameters:
  ///   - title: A view builder that creates the label's title.
  ///   - icon: A view builder that creates the label's icon.
  nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Label where Title == Text, Icon == Image {
  /// Creates a label with an icon image and a title generated from a localized string.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the label's localized title.
  ///   - name: The name of the image resource to use as the icon.
  nonisolated public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }

  /// Creates a label with a system icon image and a title generated from a localized string.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the label's localized title.
  ///   - name: The name of the system symbol image to use as the icon.
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  /// Creates a label with an icon image and a title generated from a string.
  ///
  /// - Parameters:
  ///   - title: A string to use as the label's title (not localized).
  ///   - name: The name of the image resource to use as the icon.
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, image name: String) where S: StringProtocol {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }

  /// Creates a label with a system icon image and a title generated from a string.
  ///
  /// - Parameters:
  ///   - title: A string to use as the label's title (not localized).
  ///   - name: The name of the system symbol image to use as the icon.
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
}

extension Label: PrimitiveView {
  func render(_ node: Node, in graph: ViewGraph) {
    graph.reconcileChildren(of: node, [ChildElement(key: "icon", view: icon), ChildElement(key: "title", view: title)])
  }

  func describe(_ node: Node) -> String? { "Label" }
}

@available(*, unavailable)
extension Label: Sendable {}

extension Button where Label == HeadlessUI.Label<Text, Image> {
  /// Creates a button with a specified action that generates its label from a localized string
  /// key and a system image name.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the button's localized title, that describes the purpose of the
  ///     button's action.
  ///   - systemImage: The name of the system symbol image of the button's label.
  ///   - action: The action to perform when the user triggers the button
  ///     (``HostedView/tap(count:)`` in a ``ViewHost``).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @preconcurrency
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { HeadlessUI.Label(titleKey, systemImage: systemImage) }
  }

  /// Creates a button with a specified action that generates its label from a string and a
  /// system image name.
  ///
  /// - Parameters:
  ///   - title: A string that describes the purpose of the button's action (not localized).
  ///   - systemImage: The name of the system symbol image of the button's label.
  ///   - action: The action to perform when the user triggers the button
  ///     (``HostedView/tap(count:)`` in a ``ViewHost``).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @preconcurrency @_disfavoredOverload
  nonisolated public init<S>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) where S: StringProtocol {
    self.init(action: action) { HeadlessUI.Label(title, systemImage: systemImage) }
  }
}
