import Foundation

/// A container for attaching a label to a value-bearing view.
///
/// HeadlessUI renders the label, then the content: host queries find both texts.
///
/// ```swift
/// // Fragment
/// LabeledContent("Total", value: total)
/// LabeledContent("Quantity") { Stepper("\(quantity)", value: $quantity) }
/// ```
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LabeledContent<Label, Content> {
  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let label: Label
  nonisolated(unsafe) internal let content: Content

  nonisolated internal init(label: Label, content: Content) {
    self.label = label
    self.content = content
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent: View where Label: View, Content: View {
  public typealias Body = Never

  /// Creates a standard labeled element, with a view that conveys the value of the element and
  /// a label.
  ///
  /// - Parameters:
  ///   - content: The view that conveys the value of the resulting labeled element.
  ///   - label: The label that describes the purpose of the result.
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(label: label(), content: content())
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent where Label == Text, Content: View {
  /// Creates a labeled view that generates its label from a localized string key.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the view's localized title, that describes the purpose of the
  ///     view.
  ///   - content: The value content being labeled.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(label: Text(titleKey), content: content())
  }

  /// Creates a labeled view that generates its label from a string.
  ///
  /// - Parameters:
  ///   - title: A string that describes the purpose of the view (not localized).
  ///   - content: The value content being labeled.
  @_disfavoredOverload
  public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
    self.init(label: Text(title), content: content())
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent where Label == Text, Content == Text {
  /// Creates a labeled informational view.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the view's localized title, that describes the purpose of the
  ///     view.
  ///   - value: The value being labeled.
  public init<S>(_ titleKey: LocalizedStringKey, value: S) where S: StringProtocol {
    self.init(label: Text(titleKey), content: Text(value))
  }

  /// Creates a labeled informational view.
  ///
  /// - Parameters:
  ///   - title: A string that describes the purpose of the view (not localized).
  ///   - value: The value being labeled.
  @_disfavoredOverload
  public init<S1, S2>(_ title: S1, value: S2) where S1: StringProtocol, S2: StringProtocol {
    self.init(label: Text(title), content: Text(value))
  }

  /// Creates a labeled informational view from a formatted value.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the view's localized title, that describes the purpose of the
  ///     view.
  ///   - value: The value being labeled.
  ///   - format: A format style of type `F` to convert the underlying value of type
  ///     `F.FormatInput` to a string representation.
  public init<F>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(label: Text(titleKey), content: Text(value, format: format))
  }

  /// Creates a labeled informational view from a formatted value.
  ///
  /// - Parameters:
  ///   - title: A string that describes the purpose of the view (not localized).
  ///   - value: The value being labeled.
  ///   - format: A format style of type `F` to convert the underlying value of type
  ///     `F.FormatInput` to a string representation.
  @_disfavoredOverload
  public init<S, F>(_ title: S, value: F.FormatInput, format: F)
  where S: StringProtocol, F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(label: Text(title), content: Text(value, format: format))
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent: PrimitiveView where Label: View, Content: View {
  func render(_ node: Node, in graph: ViewGraph) {
    graph.reconcileChildren(of: node, [ChildElement(key: "label", view: label), ChildElement(key: "content", view: content)])
  }

  func describe(_ node: Node) -> String? { "LabeledContent" }
}

@available(*, unavailable)
extension LabeledContent: Sendable {}
