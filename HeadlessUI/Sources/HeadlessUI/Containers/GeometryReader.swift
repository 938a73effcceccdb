import Foundation

/// A container view that defines its content as a function of its own size and coordinate
/// space.
///
/// HeadlessUI lays nothing out: the size is fixed — 390 × 844 points (an iPhone screen), or
/// the width and height of the nearest enclosing `.frame(width:height:)`.
///
/// ```swift
/// // Fragment
/// GeometryReader { proxy in
///   Text("Width: \(Int(proxy.size.width))")
/// }
/// ```
@frozen @MainActor @preconcurrency
public struct GeometryReader<Content>: View where Content: View {
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal var makeContent: (GeometryProxy) -> Content

  /// The view builder that makes the content from a geometry proxy.
  public var content: (GeometryProxy) -> Content {
    get { makeContent }
    set { makeContent = newValue }
  }

  /// Creates a geometry reader.
  ///
  /// - Parameter content: A view builder that receives a ``GeometryProxy`` for the container and
  ///   returns the content.
  nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    makeContent = content
  }
}

extension GeometryReader: PrimitiveView {
  func render(_ node: Node, in graph: ViewGraph) {
    let proxy = GeometryProxy(size: node.environment.containerSize)
    graph.reconcileChildren(of: node, [ChildElement(key: 0, view: makeContent(proxy))])
  }

  func describe(_ node: Node) -> String? {
    let size = node.environment.containerSize
    return "GeometryReader(\(size.width) × \(size.height))"
  }
}

@available(*, unavailable)
extension GeometryReader: Sendable {}

/// A proxy for access to the size and coordinate space of the container view.
public struct GeometryProxy {
  /// The size of the container view.
  public let size: CGSize

  /// The safe area inset of the container view (zero in HeadlessUI).
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The container view's bounds rectangle, converted to a defined coordinate space (its
  /// origin is zero in HeadlessUI).
  ///
  /// - Parameter coordinateSpace: The coordinate space to express the rectangle in (HeadlessUI
  ///   gives the same rectangle in every space).
  /// - Returns: A rectangle at the origin, of the container's size.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    CGRect(origin: .zero, size: size)
  }
}

@available(*, unavailable)
extension GeometryProxy: Sendable {}

/// A resolved coordinate space created by the coordinate space protocol.
public enum CoordinateSpace {
  /// The global coordinate space at the root of the view hierarchy.
  case global
  /// The local coordinate space of the current view.
  case local
  /// A named reference to a view's local coordinate space.
  ///
  /// The associated value is the name given to the view's coordinate space.
  case named(AnyHashable)
}

extension CoordinateSpace: Equatable, Hashable {}

/// The size a `GeometryReader` reports.
private struct ContainerSizeKey: EnvironmentKey {
  static let defaultValue = UIScreen.headlessSize
}

extension EnvironmentValues {
  /// The size a `GeometryReader` reports here (set by `.frame(width:height:)`).
  var containerSize: CGSize {
    get { self[ContainerSizeKey.self] }
    set { self[ContainerSizeKey.self] = newValue }
  }
}
