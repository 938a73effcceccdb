/// A view that overlays its subviews, aligning them in both axes.
///
/// HeadlessUI records the alignment for the tree dump and lays nothing out.
///
/// ```swift
/// ZStack {
///   Text("First")
///   Text("Second")
/// }
/// ```
@frozen @MainActor @preconcurrency
public struct ZStack<Content>: View where Content: View {
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let content: Content
  internal let alignment: Alignment

  /// Creates an instance with the given alignment.
  ///
  /// - Parameters:
  ///   - alignment: The guide for aligning the subviews in this stack on both the x- and y-axes.
  ///   - content: A view builder that creates the content of this stack.
  nonisolated public init(
    alignment: Alignment = .center,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.alignment = alignment
  }
}

extension ZStack: SingleChildPrimitive {
  var child: any View { content }

  func describe(_ node: Node) -> String? {
    stackDescription("ZStack", alignment: "\(alignment.horizontal.name)/\(alignment.vertical.name)")
  }
}

@available(*, unavailable)
extension ZStack: Sendable {}
