import Foundation

/// An enumeration to indicate one edge of a rectangle.
///
/// ```swift
/// // Fragment
/// Text("Hi").padding(.horizontal)
/// ```
@frozen
public enum Edge: Int8, CaseIterable, Sendable {
  /// The top edge.
  case top
  /// The leading edge.
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing edge.
  case trailing

  /// An efficient set of edges.
  @frozen
  public struct Set: OptionSet, Sendable {
    /// The element type of the option set.
    public typealias Element = Edge.Set
    /// The corresponding value of the raw type.
    public let rawValue: Int8

    /// Creates a new option set from the given raw value.
    ///
    /// - Parameter rawValue: The raw value of the option set to create: one bit per edge, in
    ///   the order of ``Edge``'s cases from the lowest bit.
    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    /// The set containing only the top edge.
    public static let top = Edge.Set(rawValue: 1 << 0)
    /// The set containing only the leading edge.
    public static let leading = Edge.Set(rawValue: 1 << 1)
    /// The set containing only the bottom edge.
    public static let bottom = Edge.Set(rawValue: 1 << 2)
    /// The set containing only the trailing edge.
    public static let trailing = Edge.Set(rawValue: 1 << 3)
    /// The set containing all four edges.
    public static let all = Edge.Set(rawValue: 0b1111)
    /// The set containing the leading and trailing edges.
    public static let horizontal = Edge.Set(rawValue: 0b1010)
    /// The set containing the top and bottom edges.
    public static let vertical = Edge.Set(rawValue: 0b0101)

    /// Creates an instance containing just `e`.
    ///
    /// - Parameter e: The edge the set contains.
    public init(_ e: Edge) {
      self.init(rawValue: 1 << e.rawValue)
    }

    /// `.all`, `.horizontal`, `[.top, .leading]`…
    internal var name: String {
      switch self {
      case .all: return ".all"
      case .horizontal: return ".horizontal"
      case .vertical: return ".vertical"
      default:
        let names = Edge.allCases.filter { contains(Edge.Set($0)) }.map { ".\($0)" }
        return names.count == 1 ? names[0] : "[\(names.joined(separator: ", "))]"
      }
    }
  }
}

/// An edge on the horizontal axis.
@frozen
public enum HorizontalEdge: Int8, CaseIterable, Codable, Sendable {
  /// The leading edge.
  case leading
  /// The trailing edge.
  case trailing
}

/// The inset distances for the sides of a rectangle.
@frozen
public struct EdgeInsets: Equatable, Sendable {
  /// The inset distance for the top edge.
  public var top: CGFloat
  /// The inset distance for the leading edge.
  public var leading: CGFloat
  /// The inset distance for the bottom edge.
  public var bottom: CGFloat
  /// The inset distance for the trailing edge.
  public var trailing: CGFloat

  /// Creates edge insets with the given distance for each edge.
  ///
  /// - Parameters:
  ///   - top: The inset distance for the top edge.
  ///   - leading: The inset distance for the leading edge.
  ///   - bottom: The inset distance for the bottom edge.
  ///   - trailing: The inset distance for the trailing edge.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Creates edge insets of zero on every edge.
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }
}

/// The horizontal or vertical dimension in a 2D coordinate system.
@frozen
public enum Axis: Int8, CaseIterable, Sendable {
  /// The horizontal dimension.
  case horizontal
  /// The vertical dimension.
  case vertical

  /// An efficient set of axes.
  @frozen
  public struct Set: OptionSet, Sendable {
    /// The element type of the option set.
    public typealias Element = Axis.Set
    /// The corresponding value of the raw type.
    public let rawValue: Int8

    /// Creates a new option set from the given raw value.
    ///
    /// - Parameter rawValue: The raw value of the option set to create: bit 0 for the
    ///   horizontal axis, bit 1 for the vertical one.
    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    /// The set containing only the horizontal axis.
    public static let horizontal = Axis.Set(rawValue: 1)
    /// The set containing only the vertical axis.
    public static let vertical = Axis.Set(rawValue: 2)
  }
}
