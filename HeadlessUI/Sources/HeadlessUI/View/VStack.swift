import Foundation

/// A view that arranges its subviews in a vertical line.
///
/// HeadlessUI records the alignment and spacing for the tree dump and lays nothing out.
///
/// ```swift
/// VStack {
///   Text("First")
///   Text("Second")
/// }
/// ```
@frozen @MainActor @preconcurrency
public struct VStack<Content>: View where Content: View {
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let content: Content
  internal let alignment: HorizontalAlignment
  internal let spacing: CGFloat?

  /// Creates an instance with the given alignment and spacing.
  ///
  /// - Parameters:
  ///   - alignment: The guide for aligning the subviews in this stack. This guide has the same
  ///     horizontal screen coordinate for every subview.
  ///   - spacing: The distance between adjacent subviews, or `nil` if you want the stack to choose
  ///     a default distance for each pair of subviews.
  ///   - content: A view builder that creates the content of this stack.
  nonisolated public init(
    alignment: HorizontalAlignment = .center,
    spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.alignment = alignment
    self.spacing = spacing
  }
}

extension VStack: SingleChildPrimitive {
  var child: any View { content }

  func describe(_ node: Node) -> String? {
    stackDescription("VStack", alignment: alignment.name, spacing: spacing)
  }
}

@available(*, unavailable)
extension VStack: Sendable {}
