/// An interface, consisting of a label and additional content, that you display when the
/// content of your app is unavailable to users.
///
/// HeadlessUI renders its label, description and actions, in that order: host queries find
/// their texts and buttons.
///
/// ```swift
/// ContentUnavailableView("No Orders", systemImage: "cart", description: Text("Your orders appear here."))
/// ```
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor @preconcurrency
public struct ContentUnavailableView<Label, Description, Actions>: View where Label: View, Description: View, Actions: View {
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let label: Label
  nonisolated(unsafe) internal let description: Description
  nonisolated(unsafe) internal let actions: Actions

  /// Creates an interface, consisting of a label and additional content, that you display when
  /// the content of your app is unavailable to users.
  ///
  /// - Parameters:
  ///   - label: The label that describes the view.
  ///   - description: The view that describes the interface.
  ///   - actions: The content of the interface actions.
  nonisolated public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ContentUnavailableView where Label == HeadlessUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// Creates an interface, consisting of a title generated from a localized string, an image
  /// and additional content, that you display when the content of your app is unavailable to
  /// users.
  ///
  /// - Parameters:
  ///   - title: A title generated from a localized string.
  ///   - name: The name of the image resource to lookup.
  ///   - description: The view that describes the interface.
  nonisolated public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
    self.init(label: { HeadlessUI.Label(title, image: name) }, description: { description }, actions: { EmptyView() })
  }

  /// Creates an interface, consisting of a title generated from a localized string, a system
  /// icon image and additional content, that you display when the content of your app is
  /// unavailable to users.
  ///
  /// - Parameters:
  ///   - title: A title generated from a localized string.
  ///   - name: The name of the system symbol image resource to lookup.
  ///   - description: The view that describes the interface.
  nonisolated public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(label: { HeadlessUI.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
  }

  /// Creates an interface, consisting of a title generated from a string, an image and
  /// additional content.
  ///
  /// - Parameters:
  ///   - title: A string used as the title (not localized).
  ///   - name: The name of the image resource to lookup.
  ///   - description: The view that describes the interface.
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, image name: String, description: Text? = nil) where S: StringProtocol {
    self.init(label: { HeadlessUI.Label(title, image: name) }, description: { description }, actions: { EmptyView() })
  }

  /// Creates an interface, consisting of a title generated from a string, a system icon image
  /// and additional content.
  ///
  /// - Parameters:
  ///   - title: A string used as the title (not localized).
  ///   - name: The name of the system symbol image resource to lookup.
  ///   - description: The view that describes the interface.
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, systemImage name: String, description: Text? = nil) where S: StringProtocol {
    self.init(label: { HeadlessUI.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ContentUnavailableView: PrimitiveView {
  func render(_ node: Node, in graph: ViewGraph) {
    graph.reconcileChildren(of: node, [
      ChildElement(key: "label", view: label),
      ChildElement(key: "description", view: description),
      ChildElement(key: "actions", view: actions),
    ])
  }

  func describe(_ node: Node) -> String? { "ContentUnavailableView" }
}

@available(*, unavailable)
extension ContentUnavailableView: Sendable {}
