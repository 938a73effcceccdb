import Foundation

#if !canImport(CoreGraphics)
  /// An affine transformation matrix for use in drawing 2D graphics: CoreGraphics'
  /// `CGAffineTransform`, which `import SwiftUI` brings on Apple's platforms (SwiftUI re-exports
  /// CoreGraphics) and which Linux's Foundation lacks.
  ///
  /// The matrix is `[a b 0; c d 0; tx ty 1]`: a point `(x, y)` maps to
  /// `(a·x + c·y + tx, b·x + d·y + ty)`. HeadlessUI draws nothing; the value is what an app
  /// computes and hands to a ``ProjectionTransform``.
  ///
  /// ```swift
  /// // Fragment
  /// let nudge = CGAffineTransform(translationX: 10, y: 0)
  /// ```
  public struct CGAffineTransform: Equatable, Sendable, Codable {
    /// The entry at position [1,1] in the matrix.
    public var a: CGFloat
    /// The entry at position [1,2] in the matrix.
    public var b: CGFloat
    /// The entry at position [2,1] in the matrix.
    public var c: CGFloat
    /// The entry at position [2,2] in the matrix.
    public var d: CGFloat
    /// The entry at position [3,1] in the matrix.
    public var tx: CGFloat
    /// The entry at position [3,2] in the matrix.
    public var ty: CGFloat

    /// Creates the identity transform.
    public init() {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// Creates a transform from its six matrix entries.
    ///
    /// - Parameters:
    ///   - a: The entry at position [1,1].
    ///   - b: The entry at position [1,2].
    ///   - c: The entry at position [2,1].
    ///   - d: The entry at position [2,2].
    ///   - tx: The entry at position [3,1].
    ///   - ty: The entry at position [3,2].
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.tx = tx
      self.ty = ty
    }

    /// Returns an affine transformation matrix constructed from translation values you provide.
    ///
    /// - Parameters:
    ///   - tx: The value by which to move the x-axis of the coordinate system.
    ///   - ty: The value by which to move the y-axis of the coordinate system.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Returns an affine transformation matrix constructed from scaling values you provide.
    ///
    /// - Parameters:
    ///   - sx: The factor by which to scale the x-axis of the coordinate system.
    ///   - sy: The factor by which to scale the y-axis of the coordinate system.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Returns an affine transformation matrix constructed from a rotation value you provide.
    ///
    /// - Parameter angle: The angle, in radians, by which this matrix rotates the coordinate
    ///   system axes.
    public init(rotationAngle angle: CGFloat) {
      let cosine = CGFloat(cos(Double(angle)))
      let sine = CGFloat(sin(Double(angle)))
      self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The identity transform.
    public static var identity: CGAffineTransform { CGAffineTransform() }

    /// Whether this transform is the identity.
    public var isIdentity: Bool { self == .identity }

    /// Returns an affine transformation matrix constructed by combining two existing affine
    /// transforms: this one, then `t2`.
    ///
    /// - Parameter t2: The transform applied after this one.
    /// - Returns: The concatenated transform.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
        c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
        tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty
      )
    }
  }

  extension CGPoint {
    /// Returns the point resulting from an affine transformation of this point.
    ///
    /// - Parameter t: The affine transform to apply.
    /// - Returns: The transformed point.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
      CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
  }
#endif
