import Foundation

/// A view that arranges its subviews in a horizontal line.
///
/// HeadlessUI records the alignment and spacing for the tree dump and lays nothing out.
///
/// ```swift
/// HStack {
///   Text("First")
///   Text("Second")
/// }
/// ```
@frozen @MainActor @preconcurrency
public struct HStack<Content>: View where Content: View {
  public typealias Body = Never

  nonisolated(unsafe) internal let content: Content
  internal let alignment: VerticalAlignment
  internal let spacing: CGFloat?

  /// Creates an instance with the given alignment and spacing.
  nonisolated public init(
    alignment: VerticalAlignment = .center,
    spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.alignment = alignment
    self.spacing = spacing
  }
}

extension HStack: SingleChildPrimitive {
  var child: any View { content }

  func describe(_ node: Node) -> String? {
    stackDescription("HStack", alignment: alignment.name, spacing: spacing)
  }
}

@available(*, unavailable)
extension HStack: Sendable {}
