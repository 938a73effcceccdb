// Declarations for the fourth round of the predecessor's users' apps (issue 50) that need no UIKit;
// those that do are in ios/SwiftUI+UIKit.swift. Shapes from Apple's SwiftUICore interface
// (iPhoneOS18.0.sdk, SwiftUICore.swiftinterface) and documentation.

// MARK: - _VectorMath, EdgeInsets : _VectorMath (SwiftUICore, iOS 13)

// SwiftUICore: `public protocol _VectorMath : SwiftUICore.Animatable {}` with, in `extension
// SwiftUICore._VectorMath`, `@inlinable public var magnitude: Swift.Double`, `@inlinable public
// mutating func negate()`, `@inlinable prefix public static func - (operand: Self) -> Self`,
// `@inlinable public static func += (lhs: inout Self, rhs: Self)`, `+`, `-=`, `-`, `*= (lhs: inout
// Self, rhs: Swift.Double)`, `*`, `/=`, `/`, `@inlinable public mutating func normalize()`,
// `@inlinable public func normalized() -> Self`; `extension SwiftUICore.EdgeInsets :
// SwiftUICore.Animatable, SwiftUICore._VectorMath` (each iOS 13.0, macOS 10.15, tvOS 13.0,
// watchOS 6.0).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol _VectorMath : Animatable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _VectorMath {
  @inlinable public var magnitude: Double { 0 }
  @inlinable public mutating func negate() {}
  @inlinable prefix public static func - (operand: Self) -> Self { operand }
  @inlinable public static func += (lhs: inout Self, rhs: Self) {}
  @inlinable public static func + (lhs: Self, rhs: Self) -> Self { lhs }
  @inlinable public static func -= (lhs: inout Self, rhs: Self) {}
  @inlinable public static func - (lhs: Self, rhs: Self) -> Self { lhs }
  @inlinable public static func *= (lhs: inout Self, rhs: Double) {}
  @inlinable public static func * (lhs: Self, rhs: Double) -> Self { lhs }
  @inlinable public static func /= (lhs: inout Self, rhs: Double) {}
  @inlinable public static func / (lhs: Self, rhs: Double) -> Self { lhs }
  @inlinable public mutating func normalize() {}
  @inlinable public func normalized() -> Self { self }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EdgeInsets : _VectorMath {}
