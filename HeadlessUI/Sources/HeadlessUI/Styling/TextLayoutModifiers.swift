import Foundation

/// An alignment position for text along the horizontal axis.
@frozen
public enum TextAlignment: Hashable, CaseIterable, Sendable {
  /// Text lines are aligned to the leading edge.
  case leading
  /// Text lines are centered.
  case center
  /// Text lines are aligned to the trailing edge.
  case trailing
}

/// A set of symbolic safe area regions.
@frozen
public struct SafeAreaRegions: OptionSet, Sendable {
  /// The corresponding value of the raw type.
  public let rawValue: UInt

  /// Creates a new option set from the given raw value.
  ///
  /// - Parameter rawValue: The raw value of the option set to create.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The safe area defined by the device and containers within the user interface.
  public static let container = SafeAreaRegions(rawValue: 1 << 0)
  /// The safe area matching the current extent of any software keyboard displayed over the
  /// view content.
  public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
  /// All safe area regions.
  public static let all = SafeAreaRegions(rawValue: .max)
}

extension View {
  /// Sets the maximum number of lines that text can occupy in this view (recorded as the
  /// `lineLimit` attribute).
  ///
  /// - Parameter number: The line limit. If `nil`, no line limit applies.
  nonisolated public func lineLimit(_ number: Int?) -> some View {
    attribute("lineLimit", number.map(String.init) ?? "nil")
  }

  /// Sets the alignment of a text view that contains multiple lines of text (recorded as the
  /// `multilineTextAlignment` attribute).
  ///
  /// - Parameter alignment: A value that you use to align multiple lines of text within a view.
  nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    attribute("multilineTextAlignment", ".\(alignment)")
  }

  /// Adds a shadow to this view (recorded as the `shadow` attribute).
  ///
  /// - Parameters:
  ///   - color: The shadow's color (not recorded by HeadlessUI).
  ///   - radius: A measure of how much to blur the shadow. Larger values result in more blur.
  ///   - x: An amount to offset the shadow horizontally from the view (not recorded by HeadlessUI).
  ///   - y: An amount to offset the shadow vertically from the view (not recorded by HeadlessUI).
  nonisolated public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some View {
    attribute("shadow", "radius: \(radius)")
  }

  /// Adds a border to this view with the specified style and width (recorded as the `border`
  /// attribute).
  ///
  /// - Parameters:
  ///   - content: A value that conforms to the ``ShapeStyle`` protocol, like a ``Color``, that
  ///     SwiftUI uses to fill the border.
  ///   - width: The thickness of the border. The default is 1 pixel.
  nonisolated public func border<S>(_ content: S, width: CGFloat = 1) -> some View where S: ShapeStyle {
    attribute("border", "\(styleName(content)), width: \(width)")
  }

  /// Expands the safe area of a view (recorded as the `ignoresSafeArea` attribute).
  ///
  /// - Parameters:
  ///   - regions: The regions to expand the view's safe area into. The modifier expands into all
  ///     safe area region types by default (not recorded by HeadlessUI).
  ///   - edges: The set of edges to expand. Any edges that you don't include in this set remain
  ///     unchanged (not recorded by HeadlessUI). The set includes all edges by default.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    attribute("ignoresSafeArea", "")
  }
}

extension View {
  /// Sets the minimum amount that text in this view scales down to fit in the available space
  /// (recorded as the `minimumScaleFactor` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Text(balance).lineLimit(1).minimumScaleFactor(0.5)
  /// ```
  ///
  /// - Parameter factor: A fraction between 0 and 1 (inclusive) you use to specify the minimum
  ///   amount of text scaling that this view permits.
  /// - Returns: A view that limits the amount of text downscaling.
  nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    attribute("minimumScaleFactor", "\(factor)")
  }
}
