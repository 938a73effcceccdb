/// A stylized view, with an optional label, that visually collects a logical grouping of
/// content.
///
/// HeadlessUI renders the label, then the content.
///
/// ```swift
/// // Fragment
/// GroupBox("Shipping") { Text(address) }
/// ```
@available(iOS 14.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct GroupBox<Label, Content>: View where Label: View, Content: View {
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let label: Label
  nonisolated(unsafe) internal let content: Content

  /// Creates a group box with the provided label and view content.
  ///
  /// - Parameters:
  ///   - content: A ``ViewBuilder`` that produces the content for the group box.
  ///   - label: A ``ViewBuilder`` that produces a label for the group box.
  @available(iOS 14.0, macOS 10.15, *)
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }
}

@available(iOS 14.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension GroupBox where Label == EmptyView {
  /// Creates an unlabeled group box with the provided view content.
  ///
  /// - Parameter content: A ``ViewBuilder`` that produces the content for the group box.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.init(content: content) { EmptyView() }
  }
}

@available(iOS 14.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension GroupBox where Label == Text {
  /// Creates a group box with the provided view content and title.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the group box's title, which describes the content of the group
  ///     box.
  ///   - content: A ``ViewBuilder`` that produces the content for the group box.
  @available(iOS 15.0, macOS 12.0, *)
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// Creates a group box with the provided view content.
  ///
  /// - Parameters:
  ///   - title: A string that describes the content of the group box (not localized).
  ///   - content: A ``ViewBuilder`` that produces the content for the group box.
  @available(iOS 15.0, macOS 12.0, *)
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
    self.init(content: content) { Text(title) }
  }
}

extension GroupBox: PrimitiveView {
  func render(_ node: Node, in graph: ViewGraph) {
    graph.reconcileChildren(of: node, [ChildElement(key: "label", view: label), ChildElement(key: "content", view: content)])
  }

  func describe(_ node: Node) -> String? { "GroupBox" }
}

@available(*, unavailable)
extension GroupBox: Sendable {}
