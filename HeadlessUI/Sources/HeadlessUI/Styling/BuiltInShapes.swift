import Foundation

/// A rectangular shape aligned inside the frame of the view containing it.
@frozen
public struct Rectangle: Shape, ShapeDescribing {
  /// Creates a new rectangle shape.
  @inlinable
  public init() {}

  nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }

  nonisolated var shapeDescription: String { "Rectangle" }
}

/// A rectangular shape with rounded corners, aligned inside the frame of the view containing it.
@frozen
public struct RoundedRectangle: Shape, ShapeDescribing {
  /// The width and height of the rounded rectangle's corners.
  public var cornerSize: CGSize
  /// The style of corners drawn by the rounded rectangle.
  public var style: RoundedCornerStyle

  /// Creates a new rounded rectangle shape.
  ///
  /// - Parameters:
  ///   - cornerSize: The width and height of the rounded rectangle's corners.
  ///   - style: The style of the rectangle's corners. The default is
  ///     ``RoundedCornerStyle/continuous``.
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  /// Creates a new rounded rectangle shape.
  ///
  /// - Parameters:
  ///   - cornerRadius: The radius of the rounded corners.
  ///   - style: The style of the rectangle's corners. The default is
  ///     ``RoundedCornerStyle/continuous``.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  nonisolated public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: cornerSize.width, style: style)
  }

  nonisolated var shapeDescription: String { "RoundedRectangle(cornerRadius: \(cornerSize.width))" }
}

/// A circle centered on the frame of the view containing it.
@frozen
public struct Circle: Shape, ShapeDescribing {
  /// Creates a new circle shape.
  @inlinable
  public init() {}

  nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }

  nonisolated var shapeDescription: String { "Circle" }
}

/// An ellipse aligned inside the frame of the view containing it.
@frozen
public struct Ellipse: Shape, ShapeDescribing {
  /// Creates a new ellipse shape.
  @inlinable
  public init() {}

  nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }

  nonisolated var shapeDescription: String { "Ellipse" }
}

/// A capsule shape aligned inside the frame of the view containing it.
@frozen
public struct Capsule: Shape, ShapeDescribing {
  /// The style of corners drawn by the capsule.
  public var style: RoundedCornerStyle

  /// Creates a new capsule shape.
  ///
  /// - Parameter style: The style of corners drawn by the capsule. The default is
  ///   ``RoundedCornerStyle/continuous``.
  @inlinable
  public init(style: RoundedCornerStyle = .continuous) {
    self.style = style
  }

  nonisolated public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
  }

  nonisolated var shapeDescription: String { "Capsule" }
}
