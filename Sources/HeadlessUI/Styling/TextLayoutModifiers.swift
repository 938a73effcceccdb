import Foundation

/// An alignment position for text along the horizontal axis.
@frozen
public enum TextAlignment: Hashable, CaseIterable, Sendable {
  case leading
  case center
  case trailing
}

/// A set of symbolic safe area regions.
@frozen
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt

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
  nonisolated public func lineLimit(_ number: Int?) -> some View {
    attribute("lineLimit", number.map(String.init) ?? "nil")
  }

  /// Sets the alignment of a text view that contains multiple lines of text (recorded as the
  /// `multilineTextAlignment` attribute).
  nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    attribute("multilineTextAlignment", ".\(alignment)")
  }

  /// Adds a shadow to this view (recorded as the `shadow` attribute).
  nonisolated public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some View {
    attribute("shadow", "radius: \(radius)")
  }

  /// Adds a border to this view with the specified style and width (recorded as the `border`
  /// attribute).
  nonisolated public func border<S>(_ content: S, width: CGFloat = 1) -> some View where S: ShapeStyle {
    attribute("border", "\(styleName(content)), width: \(width)")
  }

  /// Expands the safe area of a view (recorded as the `ignoresSafeArea` attribute).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    attribute("ignoresSafeArea", "")
  }
}
