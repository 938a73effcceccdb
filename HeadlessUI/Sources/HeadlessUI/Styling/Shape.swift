import Foundation

/// A 2D shape that you can use when drawing a view (HeadlessUI draws nothing: a shape shows as
/// one line in the tree dump, and `fill`/`stroke` are recorded as attributes).
///
/// ```swift
/// // Fragment
/// Circle().fill(.blue).frame(width: 8, height: 8)
/// Image("avatar").clipShape(RoundedRectangle(cornerRadius: 8))
/// ```
public protocol Shape: Sendable, Animatable, View {
  /// Describes this shape as a path within a rectangular frame of reference.
  ///
  /// - Parameter rect: The frame of reference for describing this shape.
  /// - Returns: A path that describes this shape.
  nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
  /// A shape is drawn by the host; its content is the shape itself.
  public var body: some View { ShapeView(shape: self) }

  /// Fills this shape with a color or gradient (recorded as the `fill` attribute).
  ///
  /// - Parameters:
  ///   - content: The color or gradient with which to fill this shape.
  ///   - style: The style options that determine how the fill renders (not recorded by HeadlessUI).
  @_disfavoredOverload
  nonisolated public func fill<S>(_ content: S, style: FillStyle = FillStyle()) -> some View where S: ShapeStyle {
    attribute("fill", styleName(content))
  }

  /// Fills this shape with the foreground color (recorded as the `fill` attribute).
  ///
  /// - Parameter style: The style options that determine how the fill renders (not recorded by
  ///   HeadlessUI).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func fill(style: FillStyle = FillStyle()) -> some View {
    attribute("fill", "")
  }

  /// Traces the outline of this shape with a color or gradient (recorded as the `stroke`
  /// attribute).
  ///
  /// - Parameters:
  ///   - content: The color or gradient with which to stroke this shape.
  ///   - lineWidth: The width of the stroke that outlines this shape.
  nonisolated public func stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some View where S: ShapeStyle {
    attribute("stroke", "\(styleName(content)), lineWidth: \(lineWidth)")
  }
}

/// The drawn form of a shape: one line in the tree dump.
@MainActor
struct ShapeView<S: Shape>: View {
  typealias Body = Never
  let shape: S
}

extension ShapeView: PrimitiveView {
  func render(_ node: Node, in graph: ViewGraph) {}

  /// The shape's own node (its type name) stands for it in the tree dump.
  func describe(_ node: Node) -> String? { nil }
}

/// A shape's line in the tree dump.
protocol ShapeDescribing {
  var shapeDescription: String { get }
}

/// The outline of a 2D shape (HeadlessUI records the elements added, it draws nothing).
@frozen
public struct Path: Equatable, Sendable {
  internal var elements: [String] = []

  /// Creates an empty path.
  public init() {}

  /// Creates a path containing a rectangle.
  ///
  /// - Parameter rect: The rectangle the path contains.
  public init(_ rect: CGRect) {
    addRect(rect)
  }

  /// Creates a path containing a rounded rectangle.
  ///
  /// - Parameters:
  ///   - rect: The rectangle to round.
  ///   - cornerRadius: The radius of the rounded corners.
  ///   - style: The style of the rounded corners (not recorded by HeadlessUI).
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    elements.append("roundedRect(\(rect), \(cornerRadius))")
  }

  /// Creates a path as an ellipse within the given rectangle.
  ///
  /// - Parameter rect: The rectangle that bounds the ellipse.
  public init(ellipseIn rect: CGRect) {
    elements.append("ellipse(\(rect))")
  }

  /// Creates an empty path, then executes a closure to add its initial elements.
  ///
  /// - Parameter callback: A closure that receives the empty path and adds its initial elements.
  public init(_ callback: (inout Path) -> ()) {
    callback(&self)
  }

  /// Begins a new subpath at the specified point.
  ///
  /// - Parameter end: The point at which the new subpath starts.
  public mutating func move(to end: CGPoint) {
    elements.append("move(\(end))")
  }

  /// Appends a straight line segment from the current point to the specified point.
  ///
  /// - Parameter end: The point at which the line segment ends.
  public mutating func addLine(to end: CGPoint) {
    elements.append("line(\(end))")
  }

  /// Adds a rectangular subpath to the path.
  ///
  /// - Parameter rect: The rectangle to add.
  public mutating func addRect(_ rect: CGRect) {
    elements.append("rect(\(rect))")
  }

  /// Closes and completes the current subpath.
  public mutating func closeSubpath() {
    elements.append("close")
  }

  /// A Boolean value indicating whether the path contains zero elements.
  public var isEmpty: Bool { elements.isEmpty }
}

/// Defines the shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
  /// Quarter-circle rounded rect corners.
  case circular
  /// Continuous curvature rounded rect corners.
  case continuous
}

/// A style for rasterizing vector shapes.
@frozen
public struct FillStyle: Equatable, Sendable {
  /// A Boolean value that indicates whether to use the even-fill rule when rendering a shape.
  public var isEOFilled: Bool
  /// A Boolean value that indicates whether to apply antialiasing to the edges of a shape.
  public var isAntialiased: Bool

  /// Creates a new fill style with the specified settings.
  ///
  /// - Parameters:
  ///   - eoFill: A Boolean value that indicates whether to use the even-odd rule when rendering a
  ///     shape. When `eoFill` is `false`, the style uses the non-zero winding number rule.
  ///   - antialiased: A Boolean value that indicates whether the style uses antialiasing when
  ///     rendering edges.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}
