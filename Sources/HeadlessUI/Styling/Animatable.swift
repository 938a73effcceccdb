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
  mutating func scale(by rhs: Double)

  /// Returns the dot-product of this vector arithmetic instance with itself.
  var magnitudeSquared: Double { get }
}

/// An empty type for animatable data.
@frozen
public struct EmptyAnimatableData: VectorArithmetic {
  /// Creates an empty animatable data instance.
  public init() {}

  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
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
