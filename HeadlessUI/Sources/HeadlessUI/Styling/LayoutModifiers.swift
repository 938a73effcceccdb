import Foundation

extension View {
  /// Adds an equal padding amount to specific edges of this view (recorded as the `padding`
  /// attribute: HeadlessUI lays nothing out).
  ///
  /// ```swift
  /// // Fragment
  /// Text("Hi").padding()
  /// Text("Hi").padding(.horizontal, 8)
  /// ```
  ///
  /// - Parameters:
  ///   - edges: The set of edges to pad for this view. The default is ``Edge/Set/all``.
  ///   - length: An amount, given in points, to pad this view on the specified edges. If you set
  ///     the value to `nil`, SwiftUI uses a platform-specific default amount. The default value of
  ///     this parameter is `nil`.
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let value: String
    switch (edges == .all, length) {
    case (true, nil): value = ""
    case (true, let length?): value = "\(length)"
    case (false, nil): value = edges.name
    case (false, let length?): value = "\(edges.name), \(length)"
    }
    return attribute("padding", value)
  }

  /// Adds a specific padding amount to each edge of this view.
  ///
  /// - Parameter insets: An ``EdgeInsets`` instance that contains padding amounts for each edge.
  nonisolated public func padding(_ insets: EdgeInsets) -> some View {
    attribute("padding", "EdgeInsets(top: \(insets.top), leading: \(insets.leading), bottom: \(insets.bottom), trailing: \(insets.trailing))")
  }

  /// Adds a specific padding amount to each edge of this view.
  ///
  /// - Parameter length: The amount, given in points, to pad this view on all edges.
  nonisolated public func padding(_ length: CGFloat) -> some View {
    attribute("padding", "\(length)")
  }

  /// Positions this view within an invisible frame with the specified size.
  ///
  /// Recorded as the `frame` attribute; a `GeometryReader` inside sees the given width and height.
  ///
  /// - Parameters:
  ///   - width: A fixed width for the resulting view. If `width` is `nil`, the resulting view
  ///     assumes this view's sizing behavior.
  ///   - height: A fixed height for the resulting view. If `height` is `nil`, the resulting view
  ///     assumes this view's sizing behavior.
  ///   - alignment: The alignment of this view inside the resulting frame. Note that most alignment
  ///     values have no apparent effect when the size of the frame happens to match that of this
  ///     view.
  nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    modifier(FrameModifier(
      value: frameValue([("width", width), ("height", height)], alignment: alignment),
      width: width, height: height
    ))
  }

  /// Positions this view within an invisible frame having the specified size constraints.
  ///
  /// - Parameters:
  ///   - minWidth: The minimum width of the resulting frame.
  ///   - idealWidth: The ideal width of the resulting frame.
  ///   - maxWidth: The maximum width of the resulting frame.
  ///   - minHeight: The minimum height of the resulting frame.
  ///   - idealHeight: The ideal height of the resulting frame.
  ///   - maxHeight: The maximum height of the resulting frame.
  ///   - alignment: The alignment of this view inside the resulting frame. Note that most alignment
  ///     values have no apparent effect when the size of the frame happens to match that of this
  ///     view.
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    attribute("frame", frameValue([
      ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
      ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight),
    ], alignment: alignment))
  }

  /// Scales this view to fit its parent (recorded as the `scaledToFit` attribute).
  nonisolated public func scaledToFit() -> some View {
    attribute("scaledToFit", "")
  }

  /// Scales this view to fill its parent (recorded as the `scaledToFill` attribute).
  nonisolated public func scaledToFill() -> some View {
    attribute("scaledToFill", "")
  }
}

/// `width: 100.0, maxHeight: .infinity, alignment: .leading`.
private func frameValue(_ dimensions: [(String, CGFloat?)], alignment: Alignment) -> String {
  var parts = dimensions.compactMap { label, value in
    value.map { "\(label): \($0 == .infinity ? ".infinity" : "\($0)")" }
  }
  if alignment != .center { parts.append("alignment: \(alignment.horizontal.name)/\(alignment.vertical.name)") }
  return parts.joined(separator: ", ")
}

/// `.frame(width:height:)`: recorded, and the size a `GeometryReader` inside reads.
nonisolated struct FrameModifier: ViewModifier {
  typealias Body = Never
  let value: String
  let width: CGFloat?
  let height: CGFloat?
}

@MainActor
extension FrameModifier: PrimitiveModifier {
  func render(content: any View, node: Node, in graph: ViewGraph) {
    var context = node.context
    var size = context.environment.containerSize
    if let width { size.width = width }
    if let height { size.height = height }
    context.environment.containerSize = size
    graph.reconcileChildren(of: node, [ChildElement(key: 0, view: content)], context: context)
  }

  func describe() -> String { ".frame(\(value))" }
}
