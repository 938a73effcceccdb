import Foundation

/// An enumeration to indicate one edge of a rectangle.
///
/// ```swift
/// Text("Hi").padding(.horizontal)
/// ```
@frozen
public enum Edge: Int8, CaseIterable, Sendable {
  case top, leading, bottom, trailing

  /// An efficient set of edges.
  @frozen
  public struct Set: OptionSet, Sendable {
    public typealias Element = Edge.Set
    public let rawValue: Int8

    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    public static let top = Edge.Set(rawValue: 1 << 0)
    public static let leading = Edge.Set(rawValue: 1 << 1)
    public static let bottom = Edge.Set(rawValue: 1 << 2)
    public static let trailing = Edge.Set(rawValue: 1 << 3)
    public static let all = Edge.Set(rawValue: 0b1111)
    public static let horizontal = Edge.Set(rawValue: 0b1010)
    public static let vertical = Edge.Set(rawValue: 0b0101)

    /// Creates an instance containing just `e`.
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
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

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
    public typealias Element = Axis.Set
    public let rawValue: Int8

    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    public static let horizontal = Axis.Set(rawValue: 1)
    public static let vertical = Axis.Set(rawValue: 2)
  }
}
