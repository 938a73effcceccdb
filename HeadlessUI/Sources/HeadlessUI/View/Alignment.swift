/// An alignment position along the horizontal axis (recorded only: HeadlessUI does no layout).
@frozen
public struct HorizontalAlignment: Equatable, Sendable {
  internal let name: String

  /// A guide that marks the leading edge of the view.
  public static let leading = HorizontalAlignment(name: "leading")
  /// A guide that marks the horizontal center of the view.
  public static let center = HorizontalAlignment(name: "center")
  /// A guide that marks the trailing edge of the view.
  public static let trailing = HorizontalAlignment(name: "trailing")
}

/// An alignment position along the vertical axis (recorded only: HeadlessUI does no layout).
@frozen
public struct VerticalAlignment: Equatable, Sendable {
  internal let name: String

  /// A guide that marks the top edge of the view.
  public static let top = VerticalAlignment(name: "top")
  /// A guide that marks the vertical center of the view.
  public static let center = VerticalAlignment(name: "center")
  /// A guide that marks the bottom edge of the view.
  public static let bottom = VerticalAlignment(name: "bottom")
  /// A guide that marks the top-most text baseline in a view.
  public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
  /// A guide that marks the bottom-most text baseline in a view.
  public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
}

/// An alignment in both axes.
@frozen
public struct Alignment: Equatable, Sendable {
  /// The alignment on the horizontal axis.
  public var horizontal: HorizontalAlignment
  /// The alignment on the vertical axis.
  public var vertical: VerticalAlignment

  /// Creates an instance with the given horizontal and vertical alignments.
  ///
  /// - Parameters:
  ///   - horizontal: The alignment on the horizontal axis.
  ///   - vertical: The alignment on the vertical axis.
  @inlinable
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// A guide that marks the center of the view.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// A guide that marks the leading edge of the view.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// A guide that marks the trailing edge of the view.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// A guide that marks the top edge of the view.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// A guide that marks the bottom edge of the view.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// A guide that marks the top and leading edges of the view.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// A guide that marks the top and trailing edges of the view.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// A guide that marks the bottom and leading edges of the view.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// A guide that marks the bottom and trailing edges of the view.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
