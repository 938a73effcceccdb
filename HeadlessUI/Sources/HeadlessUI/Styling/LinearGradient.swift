import Foundation

/// A color gradient represented as an array of color stops, each having a parametric location
/// value.
///
/// ```swift
/// // Fragment
/// Gradient(colors: [.blue, .purple])
/// ```
@frozen
public struct Gradient: Equatable, Sendable {
  /// One color stop in the gradient.
  @frozen
  public struct Stop: Equatable, Sendable {
    /// The color for the stop.
    public var color: Color
    /// The parametric location of the stop.
    public var location: CGFloat

    /// Creates a color stop with a color and location.
    ///
    /// - Parameters:
    ///   - color: The color for the stop.
    ///   - location: The parametric location of the stop, from 0 to 1.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The array of color stops.
  public var stops: [Gradient.Stop]

  /// Creates a gradient from an array of color stops.
  ///
  /// - Parameter stops: The color stops.
  public init(stops: [Gradient.Stop]) {
    self.stops = stops
  }

  /// Creates a gradient from an array of colors, evenly spaced.
  ///
  /// - Parameter colors: The colors, from start to end.
  public init(colors: [Color]) {
    let last = CGFloat(max(colors.count - 1, 1))
    self.stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
  }
}

/// A linear gradient (HeadlessUI records its colors; it draws nothing).
///
/// ```swift
/// Rectangle().fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
/// ```
@frozen @MainActor @preconcurrency
public struct LinearGradient: ShapeStyle, View, Sendable {
  internal let gradient: Gradient
  internal let startPoint: UnitPoint
  internal let endPoint: UnitPoint

  /// Creates a linear gradient from a base gradient.
  ///
  /// - Parameters:
  ///   - gradient: The gradient's colors and stops.
  ///   - startPoint: The point where the gradient starts.
  ///   - endPoint: The point where the gradient ends.
  nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// Creates a linear gradient from a collection of colors.
  ///
  /// - Parameters:
  ///   - colors: The colors, evenly spaced.
  ///   - startPoint: The point where the gradient starts.
  ///   - endPoint: The point where the gradient ends.
  nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  /// Creates a linear gradient from a collection of color stops.
  ///
  /// - Parameters:
  ///   - stops: The color stops.
  ///   - startPoint: The point where the gradient starts.
  ///   - endPoint: The point where the gradient ends.
  nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }
}

extension LinearGradient {
  public typealias Body = Never
}

extension LinearGradient: PrimitiveView {
  func render(_ node: Node, in graph: ViewGraph) {}

  func describe(_ node: Node) -> String? {
    "LinearGradient(\(gradient.stops.map { "Color.\($0.color.name)" }.joined(separator: ", ")))"
  }
}

extension LinearGradient: CustomStringConvertible {
  /// `LinearGradient(Color.blue, Color.purple)`, as attributes record it.
  nonisolated public var description: String {
    "LinearGradient(\(gradient.stops.map { "Color.\($0.color.name)" }.joined(separator: ", ")))"
  }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient.
  ///
  /// ```swift
  /// // Fragment
  /// Text("Sale").foregroundStyle(.linearGradient(Gradient(colors: [.red, .orange]), startPoint: .leading, endPoint: .trailing))
  /// ```
  ///
  /// - Parameters:
  ///   - gradient: The gradient's colors and stops.
  ///   - startPoint: The point where the gradient starts.
  ///   - endPoint: The point where the gradient ends.
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient defined by a collection of colors.
  ///
  /// ```swift
  /// // Fragment
  /// Capsule().fill(.linearGradient(colors: [.blue, .teal], startPoint: .top, endPoint: .bottom))
  /// ```
  ///
  /// - Parameters:
  ///   - colors: The colors, evenly spaced.
  ///   - startPoint: The point where the gradient starts.
  ///   - endPoint: The point where the gradient ends.
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient defined by a collection of color stops.
  ///
  /// ```swift
  /// // Fragment
  /// Capsule().fill(.linearGradient(stops: stops, startPoint: .top, endPoint: .bottom))
  /// ```
  ///
  /// - Parameters:
  ///   - stops: The color stops.
  ///   - startPoint: The point where the gradient starts.
  ///   - endPoint: The point where the gradient ends.
  public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}
