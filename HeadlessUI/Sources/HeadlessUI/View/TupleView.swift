/// A view created from a swift tuple of view values (what `ViewBuilder` makes of a block).
///
/// Each element keeps its own identity: its position in the tuple.
@frozen @MainActor @preconcurrency
public struct TupleView<T>: View {
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal var storage: T

  /// The tuple of views.
  public var value: T {
    get { storage }
    set { storage = newValue }
  }

  /// Creates a tuple view.
  ///
  /// - Parameter value: The tuple of views.
  nonisolated public init(_ value: T) {
    storage = value
  }
}

extension TupleView: PrimitiveView {
  func render(_ node: Node, in graph: ViewGraph) {
    let elements = Mirror(reflecting: storage).children.enumerated().compactMap { index, child in
      (child.value as? any View).map { ChildElement(key: index, view: $0) }
    }
    graph.reconcileChildren(of: node, elements)
  }
}

@available(*, unavailable)
extension TupleView: Sendable {}
