import Foundation

/// The vector operations SwiftUI gives an ``Animatable`` value through its animatable data
/// (`EdgeInsets` has them): sums, differences, scaling and magnitude.
///
/// ```swift
/// // Fragment
/// var total = EdgeInsets()
/// total += EdgeInsets(top: 8, leading: 0, bottom: 0, trailing: 0)
/// ```
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol _VectorMath: Animatable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _VectorMath {
  /// The length of the value's animatable data.
  public var magnitude: Double { animatableData.magnitudeSquared.squareRoot() }

  /// Replaces the value with its opposite.
  public mutating func negate() {
    animatableData = .zero - animatableData
  }

  /// The value's opposite.
  ///
  /// - Parameter operand: The value to negate.
  public static prefix func - (operand: Self) -> Self {
    var negated = operand
    negated.negate()
    return negated
  }

  /// Adds `rhs` to `lhs`, value by value.
  ///
  /// - Parameters:
  ///   - lhs: The value to add to.
  ///   - rhs: The value to add.
  public static func += (lhs: inout Self, rhs: Self) {
    lhs.animatableData += rhs.animatableData
  }

  /// The sum of two values, value by value.
  ///
  /// - Parameters:
  ///   - lhs: A value.
  ///   - rhs: The value to add.
  public static func + (lhs: Self, rhs: Self) -> Self {
    var sum = lhs
    sum += rhs
    return sum
  }

  /// Subtracts `rhs` from `lhs`, value by value.
  ///
  /// - Parameters:
  ///   - lhs: The value to subtract from.
  ///   - rhs: The value to subtract.
  public static func -= (lhs: inout Self, rhs: Self) {
    lhs.animatableData -= rhs.animatableData
  }

  /// The difference of two values, value by value.
  ///
  /// - Parameters:
  ///   - lhs: A value.
  ///   - rhs: The value to subtract.
  public static func - (lhs: Self, rhs: Self) -> Self {
    var difference = lhs
    difference -= rhs
    return difference
  }

  /// Scales `lhs` by `rhs`.
  ///
  /// - Parameters:
  ///   - lhs: The value to scale.
  ///   - rhs: The factor.
  public static func *= (lhs: inout Self, rhs: Double) {
    lhs.animatableData.scale(by: rhs)
  }

  /// The value scaled by a factor.
  ///
  /// - Parameters:
  ///   - lhs: A value.
  ///   - rhs: The factor.
  public static func * (lhs: Self, rhs: Double) -> Self {
    var product = lhs
    product *= rhs
    return product
  }

  /// Divides `lhs` by `rhs`.
  ///
  /// - Parameters:
  ///   - lhs: The value to divide.
  ///   - rhs: The divisor.
  public static func /= (lhs: inout Self, rhs: Double) {
    lhs *= 1 / rhs
  }

  /// The value divided by a divisor.
  ///
  /// - Parameters:
  ///   - lhs: A value.
  ///   - rhs: The divisor.
  public static func / (lhs: Self, rhs: Double) -> Self {
    var quotient = lhs
    quotient /= rhs
    return quotient
  }

  /// Scales the value so that its magnitude is 1 (a zero value stays zero).
  public mutating func normalize() {
    let length = magnitude
    if length != 0 { self /= length }
  }

  /// The value scaled so that its magnitude is 1 (a zero value stays zero).
  public func normalized() -> Self {
    var unit = self
    unit.normalize()
    return unit
  }
}

extension EdgeInsets: _VectorMath {}
