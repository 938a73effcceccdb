import Foundation

/// An effect that changes the visual appearance of a view, largely without changing its ancestors
/// or descendants.
///
/// HeadlessUI draws nothing: a view modified by a geometry effect is shown as it is, and
/// ``effectValue(size:)`` is not called (an app's test can call it to check the transform). An
/// app's effect (a shake, a flip) therefore compiles and leaves the view it moves findable.
///
/// ```swift
/// // Fragment
/// struct Shake: GeometryEffect {
///   var animatableData: CGFloat
///   func effectValue(size: CGSize) -> ProjectionTransform {
///     ProjectionTransform(CGAffineTransform(translationX: 10 * sin(animatableData * .pi * 6), y: 0))
///   }
/// }
/// Text("Wrong passcode").modifier(Shake(animatableData: 1))
/// ```
nonisolated public protocol GeometryEffect: Animatable, ViewModifier where Self.Body == Never {
  /// Returns the current value of the effect.
  ///
  /// - Parameter size: The size of the view the effect applies to.
  /// - Returns: The transform to apply when drawing the view.
  func effectValue(size: CGSize) -> ProjectionTransform
}
