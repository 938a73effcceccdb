import Foundation

/// A collection of proxy values that represent the subviews of a layout view.
///
/// HeadlessUI never calls a layout's methods (see ``Layout``), so it makes no such collection;
/// the type exists so that ``Layout`` types compile.
///
/// ```swift
/// // Fragment
/// func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///   for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
/// }
/// ```
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
  /// A type that contains a subsequence of proxy values.
  public typealias SubSequence = LayoutSubviews
  /// A type that contains a proxy value.
  public typealias Element = LayoutSubview
  /// A type that you can use to index proxy values.
  public typealias Index = Int

  private let subviews: [LayoutSubview]
  private let offset: Int

  internal init(_ subviews: [LayoutSubview], offset: Int = 0) {
    self.subviews = subviews
    self.offset = offset
  }

  /// The index of the first subview.
  public var startIndex: Int { offset }

  /// An index that's one higher than the last subview.
  public var endIndex: Int { offset + subviews.count }

  /// Gets the subview proxy at a specified index.
  ///
  /// - Parameter index: The position of the subview.
  public subscript(index: Int) -> LayoutSubview { subviews[index - offset] }

  /// Gets the subview proxies in the specified range.
  ///
  /// - Parameter bounds: The positions of the subviews.
  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    LayoutSubviews(Array(subviews[(bounds.lowerBound - offset)..<(bounds.upperBound - offset)]), offset: bounds.lowerBound)
  }

  /// Gets the subview proxies with the specified indices.
  ///
  /// - Parameter indices: The positions of the subviews.
  public subscript<S>(indices: S) -> LayoutSubviews where S: Sequence, S.Element == Int {
    LayoutSubviews(indices.map { subviews[$0 - offset] })
  }

  /// Whether two collections hold the same subview proxies.
  public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
    lhs.subviews == rhs.subviews
  }
}

/// A proxy that represents one subview of a layout (see ``LayoutSubviews``).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutSubview: Equatable, Sendable {
  private let identity: Int

  /// The subview's layout priority.
  public var priority: Double { 0 }

  /// The subview's preferred spacing values.
  public var spacing: ViewSpacing { ViewSpacing() }

  /// Asks the subview for its size (zero in HeadlessUI, which lays nothing out).
  ///
  /// - Parameter proposal: A proposed size for the subview.
  /// - Returns: The size that the subview chooses for itself.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }

  /// Assigns a position and proposed size to the subview (ignored by HeadlessUI).
  ///
  /// - Parameters:
  ///   - position: The place where the anchor of the subview should appear in its container view.
  ///   - anchor: The unit point on the subview that appears at `position`.
  ///   - proposal: A proposed size for the subview.
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}

  /// Whether two proxies stand for the same subview.
  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.identity == rhs.identity }
}
