/// A view that doesn't contain any content.
///
/// ```swift
/// var body: some View { EmptyView() }
/// ```
@frozen @MainActor @preconcurrency
public struct EmptyView: View {
  public typealias Body = Never

  /// Creates an empty view.
  nonisolated public init() {}
}

extension EmptyView: PrimitiveView {
  func render(_ node: Node, in graph: ViewGraph) {}
  func describe(_ node: Node) -> String? { "EmptyView" }
}

extension EmptyView: Sendable {}
