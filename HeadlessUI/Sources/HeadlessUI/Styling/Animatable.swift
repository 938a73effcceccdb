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

/// A pair of animatable values, which is itself animatable.
///
/// ```swift
/// // Fragment
/// var animatableData: AnimatablePair<CGFloat, CGFloat> {
///   get { AnimatablePair(width, height) }
///   set { (width, height) = (newValue.first, newValue.second) }
/// }
/// ```
@frozen
public struct AnimatablePair<First, Second>: VectorArithmetic where First: VectorArithmetic, Second: VectorArithmetic {
  /// The first value.
  public var first: First
  /// The second value.
  public var second: Second

  /// Creates an animated pair with the provided values.
  ///
  /// - Parameters:
  ///   - first: The first value.
  ///   - second: The second value.
  @inlinable
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// The zero value: both values zero.
  public static var zero: AnimatablePair<First, Second> { AnimatablePair(.zero, .zero) }

  /// Adds two pairs, value by value.
  ///
  /// - Parameters:
  ///   - lhs: A pair.
  ///   - rhs: The pair to add.
  public static func + (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) -> AnimatablePair<First, Second> {
    AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
  }

  /// Subtracts one pair from another, value by value.
  ///
  /// - Parameters:
  ///   - lhs: A pair.
  ///   - rhs: The pair to subtract.
  public static func - (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) -> AnimatablePair<First, Second> {
    AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
  }

  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }

  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

extension EdgeInsets: Animatable {
  /// The insets' four distances, top first, then leading, bottom and trailing.
  public typealias AnimatableData = AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>>

  /// The insets as animatable data: `top`, then `leading`, `bottom` and `trailing`.
  public var animatableData: EdgeInsets.AnimatableData {
    get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
    set {
      (top, leading, bottom, trailing) = (newValue.first, newValue.second.first, newValue.second.second.first, newValue.second.second.second)
    }
  }
}
