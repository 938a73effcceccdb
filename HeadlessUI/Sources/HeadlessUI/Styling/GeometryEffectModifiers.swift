import Foundation

// Layout and geometry modifiers HeadlessUI records as inert attributes (it lays nothing out):
// each is one declaration with Apple's signature over the shared `attribute(_:_:)`.

extension View {
  /// Constrains this view's dimensions to the specified aspect ratio (recorded as the
  /// `aspectRatio` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Image("cover").resizable().aspectRatio(16 / 9, contentMode: .fit)
  /// ```
  ///
  /// - Parameters:
  ///   - aspectRatio: The ratio of width to height to use for the resulting view. Use `nil` to
  ///     maintain the current aspect ratio in the resulting view.
  ///   - contentMode: A flag that indicates whether this view fits or fills the parent context.
  nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    attribute("aspectRatio", "\(aspectRatio.map { "\($0)" } ?? "nil"), contentMode: .\(contentMode)")
  }

  /// Constrains this view's dimensions to the aspect ratio of the given size (recorded as the
  /// `aspectRatio` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Color.gray.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit)
  /// ```
  ///
  /// - Parameters:
  ///   - aspectRatio: A size that specifies the ratio of width to height to use for the resulting
  ///     view.
  ///   - contentMode: A flag indicating whether this view should fit or fill the parent context.
  nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    attribute("aspectRatio", "\(aspectRatio.width)×\(aspectRatio.height), contentMode: .\(contentMode)")
  }

  /// Defines the content shape for hit testing (recorded as the `contentShape` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// HStack { Text(title); Spacer() }.contentShape(Rectangle())
  /// ```
  ///
  /// - Parameters:
  ///   - shape: The hit testing shape for the view.
  ///   - eoFill: A Boolean that indicates whether the shape is interpreted with the even-odd
  ///     winding number rule.
  nonisolated public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View where S: Shape {
    attribute("contentShape", "\(S.self)")
  }

  /// Fixes this view at its ideal size in the specified dimensions (recorded as the `fixedSize`
  /// attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Text(longTitle).fixedSize(horizontal: false, vertical: true)
  /// ```
  ///
  /// - Parameters:
  ///   - horizontal: A Boolean value that indicates whether to fix the width of the view.
  ///   - vertical: A Boolean value that indicates whether to fix the height of the view.
  nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    attribute("fixedSize", "horizontal: \(horizontal), vertical: \(vertical)")
  }

  /// Fixes this view at its ideal size (recorded as the `fixedSize` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Text("Total").fixedSize()
  /// ```
  nonisolated public func fixedSize() -> some View {
    attribute("fixedSize", "")
  }

  /// Sets the priority by which a parent layout should apportion space to this child (recorded
  /// as the `layoutPriority` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Text(name).layoutPriority(1)
  /// ```
  ///
  /// - Parameter value: The priority by which a parent layout apportions space to the child.
  nonisolated public func layoutPriority(_ value: Double) -> some View {
    attribute("layoutPriority", "\(value)")
  }

  /// Offset this view by the horizontal and vertical amount specified in the offset parameter
  /// (recorded as the `offset` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Text("Badge").offset(CGSize(width: 4, height: -4))
  /// ```
  ///
  /// - Parameter offset: The distance to offset this view.
  nonisolated public func offset(_ offset: CGSize) -> some View {
    attribute("offset", "x: \(offset.width), y: \(offset.height)")
  }

  /// Offset this view by the specified horizontal and vertical distances (recorded as the
  /// `offset` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Text("Badge").offset(x: 4, y: -4)
  /// ```
  ///
  /// - Parameters:
  ///   - x: The horizontal distance to offset this view.
  ///   - y: The vertical distance to offset this view.
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    attribute("offset", "x: \(x), y: \(y)")
  }

  /// Rotates a view's rendered output in two dimensions around the specified point (recorded as
  /// the `rotationEffect` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Image(systemName: "chevron.right").rotationEffect(.degrees(isExpanded ? 90 : 0))
  /// ```
  ///
  /// - Parameters:
  ///   - angle: The angle by which to rotate the view.
  ///   - anchor: A unit point within the view about which to perform the rotation. The default
  ///     value is ``UnitPoint/center``.
  nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    attribute("rotationEffect", angle.description)
  }

  /// Scales this view's rendered output by the given vertical and horizontal size amounts,
  /// relative to an anchor point (recorded as the `scaleEffect` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Image("logo").scaleEffect(CGSize(width: 2, height: 1))
  /// ```
  ///
  /// - Parameters:
  ///   - scale: A size that represents the horizontal and vertical amount to scale the view.
  ///   - anchor: The point with a default of ``UnitPoint/center`` that defines the location
  ///     within the view from which to apply the transformation.
  nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    attribute("scaleEffect", "x: \(scale.width), y: \(scale.height)")
  }

  /// Scales this view's rendered output by the given amount in both the horizontal and vertical
  /// directions, relative to an anchor point (recorded as the `scaleEffect` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Image(systemName: "heart").scaleEffect(isLiked ? 1.2 : 1)
  /// ```
  ///
  /// - Parameters:
  ///   - s: The amount to scale the view in the view in both the horizontal and vertical
  ///     directions.
  ///   - anchor: The anchor point with a default of ``UnitPoint/center`` that indicates the
  ///     starting position for the scale operation.
  nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    attribute("scaleEffect", "\(s)")
  }

  /// Scales this view's rendered output by the given horizontal and vertical amounts, relative
  /// to an anchor point (recorded as the `scaleEffect` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Text("Wide").scaleEffect(x: 1.5, y: 1)
  /// ```
  ///
  /// - Parameters:
  ///   - x: An amount that represents the horizontal amount to scale the view. The default value
  ///     is `1.0`.
  ///   - y: An amount that represents the vertical amount to scale the view. The default value is
  ///     `1.0`.
  ///   - anchor: The anchor point that indicates the starting position for the scale operation.
  nonisolated public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
    attribute("scaleEffect", "x: \(x), y: \(y)")
  }

  /// Controls the display order of overlapping views (recorded as the `zIndex` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Text("On top").zIndex(1)
  /// ```
  ///
  /// - Parameter value: A relative front-to-back ordering for this view; the default is `0`.
  nonisolated public func zIndex(_ value: Double) -> some View {
    attribute("zIndex", "\(value)")
  }

  /// Clips this view to its bounding rectangular frame (recorded as the `clipped` attribute).
  ///
  /// ```swift
  /// Image("banner").resizable().scaledToFill().frame(height: 120).clipped()
  /// ```
  ///
  /// - Parameter antialiased: A Boolean value that indicates whether the rendering system
  ///   applies smoothing to the edges of the clipping rectangle.
  nonisolated public func clipped(antialiased: Bool = false) -> some View {
    attribute("clipped", antialiased ? "antialiased: true" : "")
  }

  /// Positions this view within an invisible frame with a size relative to the nearest
  /// container (recorded as the `containerRelativeFrame` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Image("card").resizable().containerRelativeFrame(.horizontal)
  /// ```
  ///
  /// - Parameters:
  ///   - axes: The axes of the container's size to use.
  ///   - alignment: The alignment of the view within the frame.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    attribute("containerRelativeFrame", axes.name)
  }

  /// Positions this view within an invisible frame with a size relative to the nearest
  /// container, divided in `count` parts of which it spans `span` (recorded as the
  /// `containerRelativeFrame` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Image("card").resizable().containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8)
  /// ```
  ///
  /// - Parameters:
  ///   - axes: The axes of the container's size to use.
  ///   - count: The number of parts the container's size is divided into.
  ///   - span: How many of those parts the view's size takes.
  ///   - spacing: The spacing between the parts.
  ///   - alignment: The alignment of the view within the frame.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    attribute("containerRelativeFrame", "\(axes.name), count: \(count), span: \(span), spacing: \(spacing)")
  }

  /// Positions this view within an invisible frame with a size the closure computes from the
  /// nearest container's (recorded as the `containerRelativeFrame` attribute; HeadlessUI never
  /// calls the closure, having no container size).
  ///
  /// ```swift
  /// // Fragment
  /// Image("card").containerRelativeFrame(.horizontal) { length, _ in length * 0.8 }
  /// ```
  ///
  /// - Parameters:
  ///   - axes: The axes of the container's size to use.
  ///   - alignment: The alignment of the view within the frame.
  ///   - length: A closure that returns the view's length for an axis from the container's.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    attribute("containerRelativeFrame", "\(axes.name), length: (closure)")
  }

  /// Scales images within the view according to one of the relative sizes available (recorded
  /// as the `imageScale` attribute).
  ///
  /// ```swift
  /// Image(systemName: "cart").imageScale(.large)
  /// ```
  ///
  /// - Parameter scale: One of the relative sizes provided by the image scale enumeration.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func imageScale(_ scale: Image.Scale) -> some View {
    attribute("imageScale", ".\(scale)")
  }
}

extension Image {
  /// A scale to apply to vector images relative to text.
  ///
  /// ```swift
  /// // Fragment
  /// Image(systemName: "cart").imageScale(.small)
  /// ```
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public enum Scale: Hashable, Sendable {
    /// A scale that produces small images.
    case small
    /// A scale that produces medium-sized images.
    case medium
    /// A scale that produces large images.
    case large
  }
}

extension Axis.Set {
  /// `.horizontal`, `.vertical` or `[.horizontal, .vertical]`, as the tree dump shows it.
  var name: String {
    switch (contains(.horizontal), contains(.vertical)) {
    case (true, true): "[.horizontal, .vertical]"
    case (true, false): ".horizontal"
    case (false, true): ".vertical"
    case (false, false): "[]"
    }
  }
}
