import Foundation

/// A geometric angle whose value you access in either radians or degrees.
///
/// ```swift
/// // Fragment
/// Image(systemName: "arrow.up").rotationEffect(.degrees(45))
/// ```
@frozen
public struct Angle: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The angle in radians.
  public var radians: Double

  /// The angle in degrees.
  @inlinable public var degrees: Double {
    get { radians * (180.0 / .pi) }
    set { radians = newValue * (.pi / 180.0) }
  }

  /// Creates an angle of zero.
  @inlinable public init() { self.init(radians: 0.0) }

  /// Creates an angle with the given value in radians.
  ///
  /// - Parameter radians: The angle in radians.
  @inlinable public init(radians: Double) { self.radians = radians }

  /// Creates an angle with the given value in degrees.
  ///
  /// - Parameter degrees: The angle in degrees.
  @inlinable public init(degrees: Double) { self.init(radians: degrees * (.pi / 180.0)) }

  /// Returns an angle with the given value in radians.
  ///
  /// - Parameter radians: The angle in radians.
  @inlinable public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

  /// Returns an angle with the given value in degrees.
  ///
  /// - Parameter degrees: The angle in degrees.
  @inlinable public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

  /// An angle of zero.
  public static let zero = Angle()

  /// Returns a Boolean value indicating whether the first angle is smaller than the second.
  ///
  /// - Parameters:
  ///   - lhs: An angle.
  ///   - rhs: Another angle.
  @inlinable public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }

  /// The angle in degrees, as the tree dump shows it: `.degrees(45.0)`.
  public var description: String { ".degrees(\(degrees))" }
}
