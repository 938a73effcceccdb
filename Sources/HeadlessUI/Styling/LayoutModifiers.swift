import Foundation

extension View {
  /// Adds an equal padding amount to specific edges of this view (recorded as the `padding`
  /// attribute: HeadlessUI lays nothing out).
  ///
  /// ```swift
  /// Text("Hi").padding()
  /// Text("Hi").padding(.horizontal, 8)
  /// ```
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
  nonisolated public func padding(_ insets: EdgeInsets) -> some View {
    attribute("padding", "EdgeInsets(top: \(insets.top), leading: \(insets.leading), bottom: \(insets.bottom), trailing: \(insets.trailing))")
  }

  /// Adds a specific padding amount to each edge of this view.
  nonisolated public func padding(_ length: CGFloat) -> some View {
    attribute("padding", "\(length)")
  }

  /// Positions this view within an invisible frame with the specified size.
  ///
  /// Recorded as the `frame` attribute; a `GeometryReader` inside sees the given width and height.
  nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    modifier(FrameModifier(
      value: frameValue([("width", width), ("height", height)], alignment: alignment),
      width: width, height: height
    ))
  }

  /// Positions this view within an invisible frame having the specified size constraints.
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
