/// A view that provides programmatic scrolling, by working with a proxy to scroll to known
/// child views.
///
/// HeadlessUI scrolls nothing: each ``ScrollViewProxy/scrollTo(_:anchor:)`` is recorded, in
/// order, and a test reads them with ``HostedView/scrollTargets`` (or
/// ``ViewHost/scrollTargets``).
///
/// ```swift
/// // Fragment
/// ScrollViewReader { proxy in
///   ScrollView { ForEach(messages) { MessageRow(message: $0).id($0.id) } }
///   Button("Latest") { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
/// }
/// ```
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen @MainActor @preconcurrency
public struct ScrollViewReader<Content>: View where Content: View {
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  /// The view builder that creates the reader's content.
  nonisolated(unsafe) public var content: (ScrollViewProxy) -> Content

  /// Creates an instance that can perform programmatic scrolling of its child scroll views.
  ///
  /// - Parameter content: The reader's content, containing one or more scroll views. This view
  ///   builder receives a ``ScrollViewProxy`` instance that you use to perform scrolling.
  @inlinable nonisolated public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }
}

/// A proxy value that supports programmatic scrolling of the scrollable views within a view
/// hierarchy.
///
/// ```swift
/// // Fragment
/// proxy.scrollTo(order.id, anchor: .top)
/// ```
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ScrollViewProxy {
  internal let log: ScrollLog

  /// Scans all scroll views contained by the proxy for the first with a child view with
  /// identifier `id`, and then scrolls to that view (HeadlessUI records the request).
  ///
  /// - Parameters:
  ///   - id: The identifier of a child view to scroll to.
  ///   - anchor: The alignment behavior of the scroll action.
  public func scrollTo<ID>(_ id: ID, anchor: UnitPoint? = nil) where ID: Hashable {
    // SwiftUI's views and actions run on the main thread, where a proxy is used.
    let request = UncheckedBox((log, AnyHashable(id)))
    MainActor.assumeIsolated { request.value.0.targets.append(request.value.1) }
  }
}

/// The `scrollTo` requests of one mounted reader, oldest first.
@MainActor
final class ScrollLog {
  var targets: [AnyHashable] = []
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ScrollViewReader: PrimitiveView {
  func render(_ node: Node, in graph: ViewGraph) {
    let proxy = ScrollViewProxy(log: node.storage(ScrollLog.init))
    graph.reconcileChildren(of: node, [ChildElement(key: 0, view: content(proxy))])
  }

  func describe(_ node: Node) -> String? { "ScrollViewReader" }
}

extension HostedView {
  /// The identifiers that `ScrollViewProxy.scrollTo(_:anchor:)` scrolled to in this subtree, in
  /// the order of the calls (for each reader, in tree order).
  ///
  /// ```swift
  /// // Fragment
  /// try host.button("Latest").tap()
  /// #expect(host.scrollTargets == [AnyHashable(42)])
  /// ```
  public var scrollTargets: [AnyHashable] {
    var result: [AnyHashable] = []
    var stack = [node]
    while let next = stack.popLast() {
      if next.view is ScrollViewReaderMarker, let log = next.primitiveStorage as? ScrollLog {
        result += log.targets
      }
      stack += next.children.reversed()
    }
    return result
  }
}

extension ViewHost {
  /// The identifiers that `ScrollViewProxy.scrollTo(_:anchor:)` scrolled to, in the order of
  /// the calls (for each reader, in tree order; see ``HostedView/scrollTargets``).
  public var scrollTargets: [AnyHashable] { root.scrollTargets }
}

/// Marks a scroll view reader's node.
protocol ScrollViewReaderMarker {}

extension ScrollViewReader: ScrollViewReaderMarker {}

@available(*, unavailable)
extension ScrollViewReader: Sendable {}
