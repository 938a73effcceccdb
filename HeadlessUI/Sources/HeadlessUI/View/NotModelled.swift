import Foundation

// SwiftUI API HeadlessUI deliberately does not model: drawing and time-driven rendering. Each
// is declared with Apple's shape and marked unavailable, so that app code using it fails to
// compile on HeadlessUI with a message naming the symbol and the remedy, instead of an unrelated
// type error. Wrap such code in `#if canImport(SwiftUI)`.

/// The rendering mode of a canvas's colors (HeadlessUI draws nothing).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum ColorRenderingMode: Equatable, Hashable, Sendable {
  /// The non-linear sRGB working color space.
  case nonLinear
  /// The linear sRGB working color space.
  case linear
  /// The extended linear sRGB working color space.
  case extendedLinear
}

/// An immediate mode drawing destination (not modelled: HeadlessUI draws nothing).
@available(*, unavailable, message: "GraphicsContext is not modelled by HeadlessUI; wrap it in #if canImport(SwiftUI)")
public struct GraphicsContext {}

/// A view type that supports immediate mode drawing (not modelled: HeadlessUI draws nothing).
///
/// ```swift
/// // Fragment
/// #if canImport(SwiftUI)
///   Canvas { context, size in context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue)) }
/// #endif
/// ```
@available(*, unavailable, message: "Canvas is not modelled by HeadlessUI; wrap it in #if canImport(SwiftUI)")
@MainActor @preconcurrency
public struct Canvas<Symbols>: View where Symbols: View {
  public typealias Body = Never

  /// No body: a canvas is not modelled.
  public var body: Never { fatalError("Canvas is not modelled by HeadlessUI") }

  /// Creates and configures a canvas (not modelled by HeadlessUI).
  ///
  /// - Parameters:
  ///   - opaque: Whether the canvas is fully opaque.
  ///   - colorMode: The working color space and storage format of the canvas.
  ///   - rendersAsynchronously: Whether the canvas can present its contents to its parent view
  ///     asynchronously.
  ///   - renderer: A closure in which you conduct immediate mode drawing.
  nonisolated public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) where Symbols == EmptyView {}
}

/// A type that provides a sequence of dates for use as a schedule (not modelled: HeadlessUI
/// renders no time-driven updates).
@available(*, unavailable, message: "TimelineSchedule is not modelled by HeadlessUI; wrap it in #if canImport(SwiftUI)")
public protocol TimelineSchedule {}

/// A schedule for updating a timeline view at regular intervals (not modelled).
@available(*, unavailable, message: "TimelineView is not modelled by HeadlessUI; wrap it in #if canImport(SwiftUI)")
public struct PeriodicTimelineSchedule: TimelineSchedule {
  /// Creates a periodic update schedule (not modelled by HeadlessUI).
  ///
  /// - Parameters:
  ///   - startDate: The date on which to start the sequence.
  ///   - interval: The time interval between successive sequence entries.
  public init(from startDate: Date, by interval: TimeInterval) {}
}

/// A schedule for updating a timeline view at the start of every minute (not modelled).
@available(*, unavailable, message: "TimelineView is not modelled by HeadlessUI; wrap it in #if canImport(SwiftUI)")
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
  /// Creates a per-minute update schedule (not modelled by HeadlessUI).
  public init() {}
}

/// A pattern that you use to create a schedule that animates a timeline view (not modelled).
@available(*, unavailable, message: "TimelineView is not modelled by HeadlessUI; wrap it in #if canImport(SwiftUI)")
public struct AnimationTimelineSchedule: TimelineSchedule {
  /// Creates a pattern for an animation schedule (not modelled by HeadlessUI).
  ///
  /// - Parameters:
  ///   - minimumInterval: The minimum interval to update the schedule at.
  ///   - paused: A Boolean that indicates whether the schedule is paused.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}

@available(*, unavailable, message: "TimelineView is not modelled by HeadlessUI; wrap it in #if canImport(SwiftUI)")
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// A schedule for updating a timeline view at regular intervals (not modelled by HeadlessUI).
  ///
  /// - Parameters:
  ///   - startDate: The date on which to start the sequence.
  ///   - interval: The time interval between successive sequence entries.
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

@available(*, unavailable, message: "TimelineView is not modelled by HeadlessUI; wrap it in #if canImport(SwiftUI)")
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// A schedule for updating a timeline view at the start of every minute (not modelled by
  /// HeadlessUI).
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

@available(*, unavailable, message: "TimelineView is not modelled by HeadlessUI; wrap it in #if canImport(SwiftUI)")
extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// A pattern for updating a timeline view at the frame rate (not modelled by HeadlessUI).
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
}

/// Information passed to a timeline view's content callback (not modelled).
@available(*, unavailable, message: "TimelineView is not modelled by HeadlessUI; wrap it in #if canImport(SwiftUI)")
public struct TimelineViewDefaultContext {
  /// The date from the schedule that triggered the current view update.
  public let date: Date
}

/// A view that updates according to a schedule that you provide (not modelled: HeadlessUI
/// renders no time-driven updates).
///
/// ```swift
/// // Fragment
/// #if canImport(SwiftUI)
///   TimelineView(.periodic(from: .now, by: 1)) { context in Text(context.date, style: .time) }
/// #endif
/// ```
@available(*, unavailable, message: "TimelineView is not modelled by HeadlessUI; wrap it in #if canImport(SwiftUI)")
@MainActor @preconcurrency
public struct TimelineView<Schedule, Content>: View where Schedule: TimelineSchedule, Content: View {
  public typealias Body = Never

  /// No body: a timeline view is not modelled.
  public var body: Never { fatalError("TimelineView is not modelled by HeadlessUI") }

  /// Creates a new timeline view that uses the given schedule (not modelled by HeadlessUI).
  ///
  /// - Parameters:
  ///   - schedule: A schedule that produces a sequence of dates that indicate the instances
  ///     when the view should update.
  ///   - content: A closure that generates view content at the moments indicated by the
  ///     schedule.
  nonisolated public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {}
}

/// An object that creates images from SwiftUI views (not modelled: HeadlessUI draws nothing, so
/// it has no image to give).
///
/// ```swift
/// // Fragment
/// #if canImport(SwiftUI)
///   let image = ImageRenderer(content: ReceiptView(order: order)).uiImage
/// #endif
/// ```
@available(*, unavailable, message: "ImageRenderer is not modelled by HeadlessUI; wrap it in #if canImport(SwiftUI)")
@MainActor @preconcurrency
public final class ImageRenderer<Content> where Content: View {
  /// The root view rendered by this image renderer.
  public var content: Content

  /// The scale at which to render the image.
  public var scale: CGFloat = 1

  /// A Boolean value that indicates whether the alpha channel of an image is fully opaque.
  public var isOpaque = false

  /// Creates a renderer object with a source content view (not modelled by HeadlessUI).
  ///
  /// - Parameter view: A view to render.
  public init(content view: Content) {
    content = view
  }
}
