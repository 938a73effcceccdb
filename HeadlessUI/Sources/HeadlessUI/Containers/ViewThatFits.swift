/// A view that adapts to the available space by providing the first child view that fits.
///
/// HeadlessUI has no sizes: every candidate fits, so it shows the first one, the one SwiftUI
/// shows when there is room for it (see HeadlessUI/DEVICE-QUESTIONS.md).
///
/// ```swift
/// // Fragment
/// ViewThatFits {
///   HStack { Text("Subtotal"); Text(subtotal) }
///   VStack { Text("Subtotal"); Text(subtotal) }
/// }
/// ```
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen @MainActor @preconcurrency
public struct ViewThatFits<Content>: View where Content: View {
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let content: Content

  /// Produces a view constrained in the given axes from one of several alternatives provided
  /// by a view builder.
  ///
  /// - Parameters:
  ///   - axes: A set of axes to constrain children to. The set may contain
  ///     ``Axis/horizontal``, ``Axis/vertical``, or both of these. `ViewThatFits` chooses the
  ///     first child whose size fits within the proposed size on these axes. If `axes` is an
  ///     empty set, `ViewThatFits` uses the first child view. By default, `ViewThatFits` uses
  ///     both axes.
  ///   - content: A view builder that provides the child views for this container, in order of
  ///     preference. The builder chooses the first child view that fits within the proposed
  ///     width, height, or both, as defined by `axes`.
  @inlinable nonisolated public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.init(content: content())
  }

  @usableFromInline nonisolated internal init(content: Content) {
    self.content = content
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ViewThatFits: PrimitiveView {
  func render(_ node: Node, in graph: ViewGraph) {
    let first = (content as? TupleElements)?.elements.first ?? content
    graph.reconcileChildren(of: node, [ChildElement(key: 0, view: first)])
  }

  func describe(_ node: Node) -> String? { "ViewThatFits" }
}

/// The views of a `ViewBuilder` block, in order.
@MainActor
protocol TupleElements {
  var elements: [any View] { get }
}

extension TupleView: TupleElements {
  var elements: [any View] {
    Mirror(reflecting: storage).children.compactMap { $0.value as? any View }
  }
}

@available(*, unavailable)
extension ViewThatFits: Sendable {}
