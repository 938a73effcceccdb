import Foundation

/// A collection of the geometric spacing preferences of a view (HeadlessUI lays nothing out:
/// every view prefers no spacing, so unions and distances are zero).
///
/// ```swift
/// // Fragment
/// var spacing = ViewSpacing()
/// spacing.formUnion(subviews[0].spacing, edges: .top)
/// ```
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ViewSpacing: Sendable {
  /// A view spacing instance that contains zero on all edges.
  public static let zero = ViewSpacing()

  /// Initializes an instance with default spacing values.
  public init() {}

  /// Merges the spacing preferences of another spacing instance with this instance for a
  /// specified set of edges.
  ///
  /// - Parameters:
  ///   - other: Another spacing preferences instance to merge with this one.
  ///   - edges: The edges to merge. Edges that you don't specify are unchanged.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {}

  /// Gets a new value that merges the spacing preferences of another spacing instance with this
  /// instance for a specified set of edges.
  ///
  /// - Parameters:
  ///   - other: Another spacing preferences instance to merge with this one.
  ///   - edges: The edges to merge. Edges that you don't specify are unchanged.
  /// - Returns: A new view spacing preferences instance with the merged values.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { self }

  /// Gets the preferred spacing distance along the specified axis to the view that returns a
  /// specified spacing preference.
  ///
  /// - Parameters:
  ///   - next: The spacing preferences of the adjacent view.
  ///   - axis: The axis along which to measure.
  /// - Returns: The preferred distance between the views, in points (zero in HeadlessUI).
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { 0 }
}
