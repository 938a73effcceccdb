import Foundation

/// A type that describes how to animate a property of a view (HeadlessUI does not animate:
/// the protocol exists so that shapes and views declaring `animatableData` compile).
public protocol Animatable {
  /// The type defining the data to animate.
  associatedtype AnimatableData: VectorArithmetic

  /// The data to animate.
  var animatableData: Self.AnimatableData { get set }
}

extension Animatable where Self.AnimatableData == EmptyAnimatableData {
  /// The data to animate: nothing.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

/// A type that can serve as the animatable data of an animatable type.
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies each component of this value by the given value.
  ///
  /// - Parameter rhs: The value to multiply each component by.
  mutating func scale(by rhs: Double)

  /// Returns the dot-product of this vector arithmetic instance with itself.
  var magnitudeSquared: Double { get }
}

/// An empty type for animatable data.
@frozen
public struct EmptyAnimatableData: VectorArithmetic {
  /// Creates an empty animatable data instance.
  public init() {}

  /// The zero value (every empty value is the same).
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  /// Adds two empty values: the result is empty.
  ///
  /// - Parameters:
  ///   - lhs: An empty value.
  ///   - rhs: Another empty value.
  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  /// Subtracts one empty value from another: the result is empty.
  ///
  /// - Parameters:
  ///   - lhs: An empty value.
  ///   - rhs: The empty value to subtract.
  public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}

extension Double: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= rhs }
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}
