/// A view modifier that adds accessibility properties to the view: its identifier and label.
///
/// ``ViewHost`` finds views by them: ``HostedView/find(identifier:)`` and
/// ``HostedView/find(label:)``.
///
/// ```swift
/// // Fragment
/// Button { like() } label: { Image(systemName: "heart") }
///   .accessibilityIdentifier("like")
///   .accessibilityLabel("Like")
/// ```
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public struct AccessibilityAttachmentModifier: ViewModifier {
  public typealias Body = Never

  internal var identifier: String?
  internal var label: String?
  /// Other accessibility properties (hint, hidden, traits), in the order they were added.
  internal var properties: [ViewAttribute] = []

  nonisolated internal init(identifier: String? = nil, label: String? = nil, properties: [ViewAttribute] = []) {
    self.identifier = identifier
    self.label = label
    self.properties = properties
  }

  /// Combines `self` (inner) with `outer`: the outer value wins, as in SwiftUI; other
  /// properties add up.
  nonisolated internal func merging(
    identifier: String? = nil, label: String? = nil, property: ViewAttribute? = nil
  ) -> AccessibilityAttachmentModifier {
    AccessibilityAttachmentModifier(
      identifier: identifier ?? self.identifier, label: label ?? self.label,
      properties: properties + (property.map { [$0] } ?? [])
    )
  }
}

extension AccessibilityAttachmentModifier: PrimitiveModifier {
  func render(content: any View, node: Node, in graph: ViewGraph) {
    passThrough(content, node, in: graph)
  }

  func describe() -> String {
    var parts: [String] = []
    if let identifier { parts.append(".accessibilityIdentifier(\(identifier.debugDescription))") }
    if let label { parts.append(".accessibilityLabel(\(label.debugDescription))") }
    parts += properties.map(\.description)
    return parts.joined()
  }
}

@available(*, unavailable)
extension AccessibilityAttachmentModifier: Sendable {}

extension View {
  /// Uses the string you specify to identify the view (``HostedView/find(identifier:)``).
  ///
  /// - Parameter identifier: The accessibility identifier to apply.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    modifier(AccessibilityAttachmentModifier(identifier: identifier))
  }

  /// Adds a label to the view that describes its contents (``HostedView/find(label:)``).
  ///
  /// - Parameter label: The accessibility label to apply.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    modifier(AccessibilityAttachmentModifier(label: label.string))
  }

  /// Adds a label to the view that describes its contents.
  ///
  /// - Parameter labelKey: The key for the localized accessibility label to apply.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    modifier(AccessibilityAttachmentModifier(label: Text(labelKey).string))
  }

  /// Adds a label to the view that describes its contents.
  ///
  /// - Parameter label: The accessibility label to apply, as a string.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol {
    modifier(AccessibilityAttachmentModifier(label: String(label)))
  }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  /// Uses the string you specify to identify the view.
  ///
  /// - Parameter identifier: The accessibility identifier to apply.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Content, Modifier> {
    ModifiedContent(content: content, modifier: modifier.merging(identifier: identifier))
  }

  /// Adds a label to the view that describes its contents.
  ///
  /// - Parameter label: The accessibility label to apply.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Content, Modifier> {
    ModifiedContent(content: content, modifier: modifier.merging(label: label.string))
  }

  /// Adds a label to the view that describes its contents.
  ///
  /// - Parameter labelKey: The key for the localized accessibility label to apply.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
    ModifiedContent(content: content, modifier: modifier.merging(label: Text(labelKey).string))
  }

  /// Adds a label to the view that describes its contents.
  ///
  /// - Parameter label: The accessibility label to apply, as a string.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Content, Modifier> where S: StringProtocol {
    ModifiedContent(content: content, modifier: modifier.merging(label: String(label)))
  }
}
