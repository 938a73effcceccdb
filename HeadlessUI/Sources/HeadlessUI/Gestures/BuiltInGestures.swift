import Foundation

/// A gesture that recognizes one or more taps.
///
/// ```swift
/// // Fragment
/// Image("photo").gesture(TapGesture(count: 2).onEnded { zoomed.toggle() })
/// ```
@available(iOS 13.0, macOS 10.15, tvOS 16.0, watchOS 6.0, *)
@MainActor @preconcurrency
public struct TapGesture: Gesture {
  public typealias Value = Void
  public typealias Body = Never

  /// The required number of tap events.
  public var count: Int

  /// Creates a tap gesture with the number of required taps.
  ///
  /// - Parameter count: The required number of taps to complete the tap gesture.
  nonisolated public init(count: Int = 1) {
    self.count = count
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 16.0, watchOS 6.0, *)
extension TapGesture: PrimitiveGesture {
  func recognize(_ input: GestureInput) -> GestureRecognition? {
    guard case .tap(let count) = input, count == self.count else { return nil }
    return GestureRecognition(end: ())
  }
}

/// A gesture that succeeds when the user performs a long press.
///
/// Performed by ``HostedView/longPress()``: its value changes to `true` (the press began),
/// then it ends with `true` (the press lasted `minimumDuration`).
///
/// ```swift
/// // Fragment
/// Text("Hold").gesture(LongPressGesture(minimumDuration: 1).onEnded { _ in armed = true })
/// ```
@available(iOS 13.0, macOS 10.15, tvOS 14.0, watchOS 6.0, *)
@MainActor @preconcurrency
public struct LongPressGesture: Gesture {
  public typealias Value = Bool
  public typealias Body = Never

  /// The minimum duration of the long press that must elapse before the gesture succeeds.
  public var minimumDuration: Double

  /// The maximum distance that the long press can move before the gesture fails.
  @available(tvOS, unavailable)
  public var maximumDistance: CGFloat {
    get { storedMaximumDistance }
    set { storedMaximumDistance = newValue }
  }

  internal var storedMaximumDistance: CGFloat

  /// Creates a long-press gesture with a minimum duration and a maximum distance that the
  /// interaction can move before the gesture fails.
  ///
  /// - Parameters:
  ///   - minimumDuration: The minimum duration of the long press that must elapse before the
  ///     gesture succeeds.
  ///   - maximumDistance: The maximum distance that the fingers or cursor performing the long
  ///     press can move before the gesture fails.
  @available(tvOS, unavailable)
  nonisolated public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.storedMaximumDistance = maximumDistance
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 14.0, watchOS 6.0, *)
extension LongPressGesture: PrimitiveGesture {
  func recognize(_ input: GestureInput) -> GestureRecognition? {
    guard case .longPress = input else { return nil }
    return GestureRecognition(changes: [true], end: true)
  }
}

/// A dragging motion that invokes an action as the drag-event sequence changes.
///
/// Performed by ``HostedView/drag(by:from:steps:)``: `onChanged` runs once per step, with the
/// translation so far, then `onEnded` with the whole translation.
///
/// ```swift
/// // Fragment
/// Card().gesture(DragGesture().onChanged { offset = $0.translation }.onEnded { _ in offset = .zero })
/// ```
@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
public struct DragGesture: Gesture {
  public typealias Body = Never

  /// The attributes of a drag gesture.
  public struct Value: Equatable, Sendable {
    /// The time associated with the drag gesture's current event.
    public var time: Date
    /// The location of the drag gesture's current event.
    public var location: CGPoint
    /// The location of the drag gesture's first event.
    public var startLocation: CGPoint
    /// The total translation from the start of the drag gesture to the current event of the
    /// drag gesture.
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
    /// A prediction, based on the current drag velocity, of where the final location will be if
    /// dragging stopped now (HeadlessUI's drags stop where they are).
    public var predictedEndLocation: CGPoint
    /// A prediction, based on the current drag velocity, of what the final translation will be
    /// if dragging stopped now.
    public var predictedEndTranslation: CGSize {
      CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
    }
  }

  /// The minimum dragging distance before the gesture succeeds.
  public var minimumDistance: CGFloat
  /// The coordinate space in which to receive location values.
  public var coordinateSpace: CoordinateSpace {
    get { storedCoordinateSpace }
    set { storedCoordinateSpace = newValue }
  }

  // `CoordinateSpace` is not `Sendable` (a name is any hashable value); the gesture is used on
  // the main actor only.
  nonisolated(unsafe) internal var storedCoordinateSpace: CoordinateSpace

  /// Creates a dragging gesture with the minimum dragging distance before the gesture succeeds
  /// and the coordinate space of the gesture's location.
  ///
  /// - Parameters:
  ///   - minimumDistance: The minimum dragging distance for the gesture to succeed.
  ///   - coordinateSpace: The coordinate space of the dragging gesture's location.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @_disfavoredOverload @MainActor @preconcurrency public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.storedCoordinateSpace = coordinateSpace
  }
}

@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
extension DragGesture: PrimitiveGesture {
  /// A drag shorter than `minimumDistance` is not recognized, as on a device.
  func recognize(_ input: GestureInput) -> GestureRecognition? {
    guard case .drag(let start, let translations) = input, let last = translations.last,
      (last.width * last.width + last.height * last.height).squareRoot() >= minimumDistance
    else { return nil }
    let values = translations.map { translation in
      let location = CGPoint(x: start.x + translation.width, y: start.y + translation.height)
      return Value(time: Date(), location: location, startLocation: start, predictedEndLocation: location)
    }
    return GestureRecognition(changes: values, end: values.last)
  }
}

@available(*, unavailable)
extension TapGesture: Sendable {}

@available(*, unavailable)
extension LongPressGesture: Sendable {}

@available(*, unavailable)
extension DragGesture: Sendable {}
