import Foundation

#if !canImport(CoreGraphics)
  /// A structure that contains a two-dimensional vector: CoreGraphics' `CGVector`, which
  /// `import SwiftUI` brings on Apple's platforms (SwiftUI re-exports CoreGraphics) and which
  /// Linux's Foundation lacks.
  ///
  /// ```swift
  /// // Fragment
  /// let velocity = CGVector(dx: 3, dy: -4)
  /// ```
  public struct CGVector: Equatable, Sendable, Codable {
    /// The x component of the vector.
    public var dx: CGFloat
    /// The y component of the vector.
    public var dy: CGFloat

    /// Creates a vector whose components are both zero.
    public init() {
      self.init(dx: 0, dy: 0)
    }

    /// Creates a vector with components specified as floating-point values.
    ///
    /// - Parameters:
    ///   - dx: The x component.
    ///   - dy: The y component.
    public init(dx: CGFloat, dy: CGFloat) {
      self.dx = dx
      self.dy = dy
    }

    /// Creates a vector with components specified as floating-point values.
    ///
    /// - Parameters:
    ///   - dx: The x component.
    ///   - dy: The y component.
    public init(dx: Double, dy: Double) {
      self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// Creates a vector with components specified as integer values.
    ///
    /// - Parameters:
    ///   - dx: The x component.
    ///   - dy: The y component.
    public init(dx: Int, dy: Int) {
      self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector whose components are both zero.
    public static var zero: CGVector { CGVector() }
  }
#endif
