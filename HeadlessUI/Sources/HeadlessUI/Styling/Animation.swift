import Foundation

/// The way a view changes over time (HeadlessUI applies every change at once and records the
/// animation as an attribute).
///
/// ```swift
/// // Fragment
/// withAnimation(.easeInOut) { isExpanded.toggle() }
/// Text(status).animation(.default, value: status)
/// ```
@frozen
public struct Animation: Equatable, Sendable, CustomStringConvertible {
  internal let name: String

  internal init(name: String) {
    self.name = name
  }

  /// The animation as written in source, such as `.easeInOut(duration: 0.3)`.
  public var description: String { name }

  /// A default animation instance.
  public static let `default` = Animation(name: ".default")
  /// An animation with a specified duration that combines the behaviors of in and out easing
  /// animations.
  public static var easeInOut: Animation { Animation(name: ".easeInOut") }
  /// An animation that starts slowly and then increases speed towards the end of the movement.
  public static var easeIn: Animation { Animation(name: ".easeIn") }
  /// An animation that starts quickly and then slows towards the end of the movement.
  public static var easeOut: Animation { Animation(name: ".easeOut") }
  /// An animation that moves at a constant speed.
  public static var linear: Animation { Animation(name: ".linear") }

  /// An animation with a specified duration that combines easing in and out.
  ///
  /// - Parameter duration: The length of time, expressed in seconds, that the animation takes to
  ///   complete.
  public static func easeInOut(duration: TimeInterval) -> Animation { Animation(name: ".easeInOut(duration: \(duration))") }
  /// An animation with a specified duration that starts slowly.
  ///
  /// - Parameter duration: The length of time, expressed in seconds, that the animation takes to
  ///   complete.
  public static func easeIn(duration: TimeInterval) -> Animation { Animation(name: ".easeIn(duration: \(duration))") }
  /// An animation with a specified duration that starts quickly.
  ///
  /// - Parameter duration: The length of time, expressed in seconds, that the animation takes to
  ///   complete.
  public static func easeOut(duration: TimeInterval) -> Animation { Animation(name: ".easeOut(duration: \(duration))") }
  /// An animation that moves at a constant speed during a specified duration.
  ///
  /// - Parameter duration: The length of time, expressed in seconds, that the animation takes to
  ///   complete.
  public static func linear(duration: TimeInterval) -> Animation { Animation(name: ".linear(duration: \(duration))") }

  /// A persistent spring animation.
  ///
  /// - Parameters:
  ///   - response: The stiffness of the spring, defined as an approximate duration in seconds. A
  ///     value of zero requests an infinitely-stiff spring, suitable for driving interactive
  ///     animations.
  ///   - dampingFraction: The amount of drag applied to the value being animated, as a fraction of
  ///     an estimate of amount needed to produce critical damping.
  ///   - blendDuration: The duration in seconds over which to interpolate changes to the response
  ///     value of the spring (not recorded by HeadlessUI).
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
    Animation(name: ".spring(response: \(response), dampingFraction: \(dampingFraction))")
  }

  /// Delays the start of the animation by the specified number of seconds.
  ///
  /// - Parameter delay: The number of seconds to delay the start of the animation.
  public func delay(_ delay: TimeInterval) -> Animation { Animation(name: "\(name).delay(\(delay))") }

  /// Changes the duration of an animation by adjusting its speed.
  ///
  /// - Parameter speed: The speed at which SwiftUI performs the animation: above `1` faster, below
  ///   `1` slower.
  public func speed(_ speed: Double) -> Animation { Animation(name: "\(name).speed(\(speed))") }

  /// Repeats the animation for the lifespan of the view containing the animation.
  ///
  /// - Parameter autoreverses: A Boolean value that indicates whether the animation sequence plays
  ///   in reverse after playing forward (not recorded by HeadlessUI).
  public func repeatForever(autoreverses: Bool = true) -> Animation { Animation(name: "\(name).repeatForever()") }
}

/// Returns the result of recomputing the view's body with the provided animation.
///
/// HeadlessUI runs `body` at once: the state changes it makes update the views at the next
/// update, without any animation.
///
/// - Parameters:
///   - animation: The animation to apply (HeadlessUI animates nothing). If `animation` is `nil`,
///     the view doesn't animate.
///   - body: The work to perform, typically state changes.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

extension View {
  /// Applies the given animation to this view when the specified value changes (recorded as
  /// the `animation` attribute).
  ///
  /// - Parameters:
  ///   - animation: The animation to apply. If `animation` is `nil`, the view doesn't animate.
  ///   - value: A value to monitor for changes (ignored by HeadlessUI, which records only the
  ///     animation).
  nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View where V: Equatable {
    attribute("animation", animation?.name ?? "nil")
  }

  /// Applies the given animation to all animatable values within this view (recorded as the
  /// `animation` attribute, as ``animation(_:value:)`` is).
  ///
  /// Deprecated by Apple in iOS 15 for ``animation(_:value:)``; apps written before it still
  /// call it.
  ///
  /// - Parameter animation: The animation to apply. If `animation` is `nil`, the view doesn't
  ///   animate.
  @available(iOS, introduced: 13.0, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
  @available(macOS, introduced: 10.15, deprecated: 12.0, message: "Use withAnimation or animation(_:value:) instead.")
  @available(tvOS, introduced: 13.0, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
  @available(watchOS, introduced: 6.0, deprecated: 8.0, message: "Use withAnimation or animation(_:value:) instead.")
  @available(visionOS, introduced: 1.0, deprecated: 1.0, message: "Use withAnimation or animation(_:value:) instead.")
  nonisolated public func animation(_ animation: Animation?) -> some View {
    attribute("animation", animation?.name ?? "nil")
  }

  /// Applies the given transition when this view is inserted or removed (recorded as the
  /// `transition` attribute; HeadlessUI inserts and removes views at once).
  ///
  /// - Parameter t: The transition to apply.
  nonisolated public func transition(_ t: AnyTransition) -> some View {
    attribute("transition", t.name)
  }
}

/// A type-erased transition (recorded by name).
@frozen
public struct AnyTransition: Sendable {
  internal let name: String

  internal init(name: String) {
    self.name = name
  }

  /// A transition from transparent to opaque on insertion, and from opaque to transparent on
  /// removal.
  public static let opacity = AnyTransition(name: ".opacity")
  /// A transition that inserts by moving in from the leading edge, and removes by moving out
  /// towards the trailing edge.
  public static var slide: AnyTransition { AnyTransition(name: ".slide") }
  /// Returns a transition that scales the view.
  public static var scale: AnyTransition { AnyTransition(name: ".scale") }
  /// Returns a transition that scales the view by the specified amount.
  ///
  /// - Parameters:
  ///   - scale: The factor the view is scaled by when inserted or removed.
  ///   - anchor: The point of the view that stays fixed while it scales.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(name: ".scale(scale: \(scale), anchor: \(anchor))")
  }
  /// A transition that returns the input view, unmodified, as the output view.
  public static let identity = AnyTransition(name: ".identity")

  /// Returns a transition that moves the view away, towards the specified edge of the view.
  ///
  /// - Parameter edge: The edge towards which the view moves away.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: ".move(edge: .\(edge))") }

  /// Provides a composite transition that uses a different transition for insertion versus
  /// removal.
  ///
  /// - Parameters:
  ///   - insertion: The transition to use when the view is inserted.
  ///   - removal: The transition to use when the view is removed.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(name: ".asymmetric(insertion: \(insertion.name), removal: \(removal.name))")
  }

  /// Combines this transition with another, returning a new transition that is the result of
  /// both transitions being applied.
  ///
  /// - Parameter other: The transition to combine with this one.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(name: "\(name).combined(with: \(other.name))")
  }

  /// Returns a transition defined between an active modifier and an identity modifier (recorded
  /// by the modifier's type: HeadlessUI animates nothing, and shows an inserted view as it is).
  ///
  /// ```swift
  /// // Fragment
  /// .transition(.modifier(active: Fade(amount: 0), identity: Fade(amount: 1)))
  /// ```
  ///
  /// - Parameters:
  ///   - active: The modifier applied while the transition is active.
  ///   - identity: The modifier applied once the transition is over.
  public static func modifier<E>(active: E, identity: E) -> AnyTransition where E: ViewModifier {
    AnyTransition(name: ".modifier(\(E.self))")
  }
}
