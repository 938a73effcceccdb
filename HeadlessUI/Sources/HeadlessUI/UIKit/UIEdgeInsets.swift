import Foundation

/// The inset distances for views: UIKit's `UIEdgeInsets`, which a file that imports only SwiftUI
/// sees on iOS.
///
/// Unlike SwiftUI's ``EdgeInsets``, its horizontal edges are `left` and `right`, not leading and
/// trailing.
///
/// ```swift
/// // Fragment
/// let content = bounds.inset(by: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
/// ```
public struct UIEdgeInsets: Equatable, Sendable {
  /// The top edge inset value.
  public var top: CGFloat
  /// The left edge inset value.
  public var left: CGFloat
  /// The bottom edge inset value.
  public var bottom: CGFloat
  /// The right edge inset value.
  public var right: CGFloat

  /// Creates insets of zero on every edge.
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// Creates an edge inset for a button or view.
  ///
  /// - Parameters:
  ///   - top: The inset at the top of an object.
  ///   - left: The inset on the left of an object.
  ///   - bottom: The inset on the bottom of an object.
  ///   - right: The inset on the right of an object.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// An edge insets struct whose top, left, bottom, and right fields are all set to 0.
  public static let zero = UIEdgeInsets()
}

extension CGRect {
  /// Adjusts a rectangle by the given edge insets: positive values shrink it, negative values
  /// grow it.
  ///
  /// - Parameter insets: The insets to apply to the rectangle.
  /// - Returns: The rectangle moved in by `top` and `left` and made smaller by both insets of
  ///   each axis.
  ///
  /// ```swift
  /// // Fragment
  /// CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
  /// // (10, 5, 80, 40)
  /// ```
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left,
      y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom
    )
  }
}
