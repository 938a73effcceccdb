/// A view that shows or hides another content view, based on the state of a disclosure
/// control.
///
/// Collapsed unless its `isExpanded` binding says otherwise: its label is on screen, its
/// content only while expanded. In a ``ViewHost``, find it by the texts of its label
/// (`host.disclosureGroup("Details")`), read ``HostedView/isExpanded`` and tap its control with
/// ``HostedView/toggleExpansion()``.
///
/// ```swift
/// // Fragment
/// DisclosureGroup("Ingredients") { ForEach(ingredients) { Text($0.name) } }
/// ```
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct DisclosureGroup<Label, Content>: View where Label: View, Content: View {
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let label: Label
  nonisolated(unsafe) internal let content: () -> Content
  internal let isExpanded: Binding<Bool>?

  nonisolated internal init(label: Label, isExpanded: Binding<Bool>?, content: @escaping () -> Content) {
    self.label = label
    self.isExpanded = isExpanded
    self.content = content
  }

  /// Creates a disclosure group with the given label and content views.
  ///
  /// - Parameters:
  ///   - content: The content shown when the disclosure group expands.
  ///   - label: A view that describes the content of the disclosure group.
  nonisolated public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.init(label: label(), isExpanded: nil, content: content)
  }

  /// Creates a disclosure group with the given label and content views, and a binding to the
  /// expansion state (expanded or collapsed).
  ///
  /// - Parameters:
  ///   - isExpanded: A binding to a Boolean value that determines the group's expansion state
  ///     (expanded or collapsed).
  ///   - content: The content shown when the disclosure group expands.
  ///   - label: A view that describes the content of the disclosure group.
  nonisolated public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), isExpanded: isExpanded, content: content)
  }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension DisclosureGroup where Label == Text {
  /// Creates a disclosure group, using a provided localized string key to create a text view
  /// for the label.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the localized label of `self` that describes the content of the
  ///     disclosure group.
  ///   - content: The content shown when the disclosure group expands.
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
    self.init(label: Text(titleKey), isExpanded: nil, content: content)
  }

  /// Creates a disclosure group, using a provided localized string key to create a text view
  /// for the label, and a binding to the expansion state (expanded or collapsed).
  ///
  /// - Parameters:
  ///   - titleKey: The key for the localized label of `self` that describes the content of the
  ///     disclosure group.
  ///   - isExpanded: A binding to a Boolean value that determines the group's expansion state
  ///     (expanded or collapsed).
  ///   - content: The content shown when the disclosure group expands.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(label: Text(titleKey), isExpanded: isExpanded, content: content)
  }

  /// Creates a disclosure group, using a provided string to create a text view for the label.
  ///
  /// - Parameters:
  ///   - label: A description of the content of the disclosure group (not localized).
  ///   - content: The content shown when the disclosure group expands.
  @_disfavoredOverload
  nonisolated public init<S>(_ label: S, @ViewBuilder content: @escaping () -> Content) where S: StringProtocol {
    self.init(label: Text(label), isExpanded: nil, content: content)
  }

  /// Creates a disclosure group, using a provided string to create a text view for the label,
  /// and a binding to the expansion state (expanded or collapsed).
  ///
  /// - Parameters:
  ///   - label: A description of the content of the disclosure group (not localized).
  ///   - isExpanded: A binding to a Boolean value that determines the group's expansion state
  ///     (expanded or collapsed).
  ///   - content: The content shown when the disclosure group expands.
  @_disfavoredOverload
  nonisolated public init<S>(
    _ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) where S: StringProtocol {
    self.init(label: Text(label), isExpanded: isExpanded, content: content)
  }
}

/// The expansion of a disclosure group without an `isExpanded` binding.
@MainActor
final class DisclosureState {
  var isExpanded = false
}

extension DisclosureGroup: PrimitiveView, LabeledControl {
  func render(_ node: Node, in graph: ViewGraph) {
    var elements = [ChildElement(key: "label", view: label)]
    if expanded(node) { elements.append(ChildElement(key: "content", view: content())) }
    graph.reconcileChildren(of: node, elements)
  }

  func describe(_ node: Node) -> String? {
    "DisclosureGroup(\(node.controlTitle.debugDescription), isExpanded: \(expanded(node)))"
  }
}

/// Lets the host expand and collapse a disclosure group without knowing its types.
@MainActor
protocol DisclosureGroupProtocol {
  func expanded(_ node: Node) -> Bool
  func setExpanded(_ expanded: Bool, _ node: Node)
}

extension DisclosureGroup: DisclosureGroupProtocol {
  func expanded(_ node: Node) -> Bool {
    isExpanded?.wrappedValue ?? node.storage(DisclosureState.init).isExpanded
  }

  func setExpanded(_ expanded: Bool, _ node: Node) {
    if let isExpanded {
      isExpanded.wrappedValue = expanded
    } else {
      node.storage(DisclosureState.init).isExpanded = expanded
      node.invalidate()
    }
  }
}

@available(*, unavailable)
extension DisclosureGroup: Sendable {}
