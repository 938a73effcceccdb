import Foundation

// Visual effects HeadlessUI records as inert attributes (it draws and animates nothing): each
// modifier is one declaration with Apple's signature over the shared `attribute(_:_:)`, with the
// types it takes. `redacted(reason:)` also sets `\.redactionReasons`, which views can read.

/// The reasons to apply a redaction to data displayed on screen.
///
/// ```swift
/// // Fragment
/// OrderRow(order: .placeholder).redacted(reason: .placeholder)
/// ```
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct RedactionReasons: OptionSet, Sendable {
  /// The raw value.
  public let rawValue: Int

  /// Creates a new set from a raw value.
  ///
  /// - Parameter rawValue: The raw value with which to create the reasons for redaction.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Displayed data should appear as generic placeholders.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// Displayed data should be obscured to protect private information.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// Displayed data should appear as invalidated and pending a new update.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
private struct RedactionReasonsKey: EnvironmentKey {
  static let defaultValue: RedactionReasons = []
}

extension EnvironmentValues {
  /// The current redaction reasons applied to the view hierarchy (empty unless a
  /// `redacted(reason:)` above sets some).
  ///
  /// ```swift
  /// // Fragment
  /// @Environment(\.redactionReasons) private var redactionReasons
  /// ```
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }
}

/// A kind of transition that applies to the content within a single view, rather than to the
/// insertion or removal of a view.
///
/// ```swift
/// // Fragment
/// Text("\(count)").contentTransition(.numericText())
/// ```
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ContentTransition: Equatable, Sendable {
  internal let name: String

  /// The identity content transition, which indicates that content changes shouldn't animate.
  public static let identity = ContentTransition(name: "identity")
  /// A content transition that indicates content fades from transparent to opaque on insertion,
  /// and from opaque to transparent on removal.
  public static let opacity = ContentTransition(name: "opacity")
  /// A content transition that indicates the views attempt to interpolate their contents
  /// during transitions, where appropriate.
  public static let interpolate = ContentTransition(name: "interpolate")

  /// Creates a content transition intended to be used with `Text` views displaying numeric
  /// text.
  ///
  /// - Parameter countsDown: true if the numbers represented by the text are counting downwards.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: "numericText(countsDown: \(countsDown))")
  }

  /// Creates a content transition intended to be used with `Text` views displaying numbers.
  ///
  /// - Parameter value: the value represented by the `Text` view being animated.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(name: "numericText(value: \(value))")
  }
}

/// Represents a type of haptic and/or audio feedback that can be played.
///
/// ```swift
/// // Fragment
/// Button("Add") { cart.add(item) }.sensoryFeedback(.success, trigger: cart.count)
/// ```
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@available(visionOS, unavailable)
public struct SensoryFeedback: Equatable, Sendable {
  internal let name: String

  /// Indicates that a task or action has completed.
  public static let success = SensoryFeedback(name: "success")
  /// Indicates that a task or action has produced a warning of some kind.
  public static let warning = SensoryFeedback(name: "warning")
  /// Indicates that an error has occurred.
  public static let error = SensoryFeedback(name: "error")
  /// Indicates that a UI element's values are changing.
  public static let selection = SensoryFeedback(name: "selection")
  /// Indicates that an important value increased above a significant threshold.
  public static let increase = SensoryFeedback(name: "increase")
  /// Indicates that an important value decreased below a significant threshold.
  public static let decrease = SensoryFeedback(name: "decrease")
  /// Indicates that an activity started.
  public static let start = SensoryFeedback(name: "start")
  /// Indicates that an activity stopped.
  public static let stop = SensoryFeedback(name: "stop")
  /// Indicates the alignment of a dragged item.
  public static let alignment = SensoryFeedback(name: "alignment")
  /// Indicates movement between discrete levels of pressure.
  public static let levelChange = SensoryFeedback(name: "levelChange")
  /// Provides a physical metaphor you can use to complement a visual experience.
  public static let impact = SensoryFeedback(name: "impact")
}

/// A dynamic property type that allows access to a namespace defined by the persistent
/// identity of the object containing the property (e.g. a view).
///
/// ```swift
/// @Namespace private var animation
/// ```
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen @propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
  /// A namespace's identity.
  @frozen
  public struct ID: Hashable, Sendable {
    internal let id: Int
  }

  internal let id: ID

  /// Creates a namespace.
  public init() {
    id = ID(id: 0)
  }

  /// The value referenced by the namespace (HeadlessUI gives every namespace the same
  /// identity: it matches no geometry).
  public var wrappedValue: Namespace.ID { id }
}

/// A set of view properties that may be synchronized between views using the
/// `View.matchedGeometryEffect()` function.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen
public struct MatchedGeometryProperties: OptionSet, Sendable {
  /// The raw value.
  public let rawValue: UInt32

  /// Creates a set of properties.
  ///
  /// - Parameter rawValue: The raw value.
  @inlinable public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// The view's position, in window coordinates.
  public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
  /// The view's size, in local coordinates.
  public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
  /// Both the `position` and `size` properties.
  public static let frame = MatchedGeometryProperties(rawValue: 3)
}

extension View {
  /// Adds a reason to apply a redaction to this view hierarchy (recorded as the `redacted`
  /// attribute; the subtree's `\.redactionReasons` gains `reason`).
  ///
  /// ```swift
  /// // Fragment
  /// OrderRow(order: .placeholder).redacted(reason: .placeholder)
  /// ```
  ///
  /// - Parameter reason: The reason to apply the redaction.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func redacted(reason: RedactionReasons) -> some View {
    transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
      .attribute("redacted", "reason: \(reason.rawValue)")
  }

  /// Removes any reason to apply a redaction to this view hierarchy (the subtree's
  /// `\.redactionReasons` is empty).
  ///
  /// ```swift
  /// // Fragment
  /// Text(order.total).unredacted()
  /// ```
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func unredacted() -> some View {
    environment(\.redactionReasons, []).attribute("unredacted", "")
  }

  /// Modifies the view to use a given transition as its method of animating changes to the
  /// contents of its views (recorded as the `contentTransition` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Text("\(count)").contentTransition(.numericText())
  /// ```
  ///
  /// - Parameter transition: The transition to apply when animating the content change.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func contentTransition(_ transition: ContentTransition) -> some View {
    attribute("contentTransition", ".\(transition.name)")
  }

  /// Plays the specified `feedback` when the provided `trigger` value changes (recorded as the
  /// `sensoryFeedback` attribute; HeadlessUI plays nothing).
  ///
  /// ```swift
  /// // Fragment
  /// Button("Add") { cart.add(item) }.sensoryFeedback(.success, trigger: cart.count)
  /// ```
  ///
  /// - Parameters:
  ///   - feedback: Which type of feedback to play.
  ///   - trigger: A value to monitor for changes to determine when to play.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @available(visionOS, unavailable)
  nonisolated public func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T) -> some View where T: Equatable {
    attribute("sensoryFeedback", ".\(feedback.name)")
  }

  /// Defines a group of views with synchronized geometry using an identifier and namespace
  /// that you provide (recorded as the `matchedGeometryEffect` attribute; HeadlessUI has no
  /// geometry to match).
  ///
  /// ```swift
  /// // Fragment
  /// Circle().matchedGeometryEffect(id: "dot", in: animation)
  /// ```
  ///
  /// - Parameters:
  ///   - id: The identifier, within the namespace, of the view's geometry group.
  ///   - namespace: The namespace the identifier belongs to.
  ///   - properties: The properties to copy from the source view.
  ///   - anchor: The relative location in the view used to produce its shared position value.
  ///   - isSource: True if the view should be used as the source of geometry for other views in
  ///     the group.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func matchedGeometryEffect<ID>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View where ID: Hashable {
    attribute("matchedGeometryEffect", "id: \(spelled(id))")
  }
}

extension View {
  /// Brightens this view by the specified amount (recorded as the `brightness` attribute).
  ///
  /// ```swift
  /// Image(systemName: "sun.max").brightness(0.2)
  /// ```
  ///
  /// - Parameter amount: A value between 0 (no effect) and 1 (full white brightening) that
  ///   represents the intensity of the brightness effect.
  /// - Returns: A view that brightens this view by the specified amount.
  nonisolated public func brightness(_ amount: Double) -> some View {
    attribute("brightness", "\(amount)")
  }
}
