import Foundation

/// A 3 × 3 projective transform: what a ``GeometryEffect`` returns.
///
/// HeadlessUI draws nothing, so the transform moves nothing: it is the value an app computes, kept
/// as Apple's matrix (`m11`…`m33`, identity by default) so that an app's geometry code compiles
/// and its arithmetic can be tested.
///
/// ```swift
/// // Fragment
/// let shifted = ProjectionTransform(CGAffineTransform(translationX: 10, y: 0))
/// ```
@frozen
public struct ProjectionTransform: Equatable {
  /// The entry at row 1, column 1.
  public var m11: CGFloat = 1
  /// The entry at row 1, column 2.
  public var m12: CGFloat = 0
  /// The entry at row 1, column 3.
  public var m13: CGFloat = 0
  /// The entry at row 2, column 1.
  public var m21: CGFloat = 0
  /// The entry at row 2, column 2.
  public var m22: CGFloat = 1
  /// The entry at row 2, column 3.
  public var m23: CGFloat = 0
  /// The entry at row 3, column 1.
  public var m31: CGFloat = 0
  /// The entry at row 3, column 2.
  public var m32: CGFloat = 0
  /// The entry at row 3, column 3.
  public var m33: CGFloat = 1

  /// Creates the identity transform.
  @inlinable public init() {}

  /// Creates a projective transform from an affine one (its third column is `0, 0, 1`).
  ///
  /// - Parameter m: The affine transform.
  @inlinable public init(_ m: CGAffineTransform) {
    m11 = m.a
    m12 = m.b
    m21 = m.c
    m22 = m.d
    m31 = m.tx
    m32 = m.ty
  }

  /// Whether this transform is the identity.
  @inlinable public var isIdentity: Bool { self == ProjectionTransform() }

  /// Whether this transform is affine (its third column is `0, 0, 1`).
  @inlinable public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// Returns this transform followed by `rhs`.
  ///
  /// - Parameter rhs: The transform applied after this one.
  /// - Returns: The product of the two matrices.
  @inlinable public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
    var m = ProjectionTransform()
    m.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
    m.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
    m.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
    m.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
    m.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
    m.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
    m.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
    m.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
    m.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
    return m
  }
}
