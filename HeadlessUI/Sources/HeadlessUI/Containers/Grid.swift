import Foundation

/// A container view that arranges other views in a two dimensional layout.
///
/// HeadlessUI renders its rows (``GridRow``s and other views) in order; it lays nothing out.
///
/// ```swift
/// // Fragment
/// Grid {
///   GridRow { Text("Subtotal"); Text(subtotal) }
///   GridRow { Text("Total"); Text(total) }
/// }
/// ```
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen @MainActor @preconcurrency
public struct Grid<Content>: View where Content: View {
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let content: Content

  /// Creates a grid with the specified spacing, alignment, and child views.
  ///
  /// - Parameters:
  ///   - alignment: The guide for aligning the child views within the space allocated for a
  ///     given cell. The default is ``Alignment/center``.
  ///   - horizontalSpacing: The horizontal distance between each cell, given in points. The
  ///     value is `nil` by default, which results in a default distance between cells that's
  ///     appropriate for the platform.
  ///   - verticalSpacing: The vertical distance between each cell, given in points. The value is
  ///     `nil` by default, which results in a default distance between cells that's appropriate
  ///     for the platform.
  ///   - content: A closure that creates the grid's rows.
  @inlinable @MainActor @preconcurrency public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(content: content())
  }

  @usableFromInline nonisolated internal init(content: Content) {
    self.content = content
  }
}

/// A horizontal row in a two dimensional grid container.
///
/// ```swift
/// // Fragment
/// GridRow(alignment: .top) { Text("Note"); Text(note) }
/// ```
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen @MainActor @preconcurrency
public struct GridRow<Content>: View where Content: View {
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let content: Content

  /// Creates a horizontal row of child views in a grid.
  ///
  /// - Parameters:
  ///   - alignment: An optional ``VerticalAlignment`` for the row. If you don't specify a value,
  ///     the row uses the vertical alignment component of the ``Alignment`` parameter that you
  ///     specify in the grid's initializer.
  ///   - content: The views in the row.
  @inlinable @MainActor @preconcurrency public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.init(content: content())
  }

  @usableFromInline nonisolated internal init(content: Content) {
    self.content = content
  }
}

/// A container view that arranges its child views in a grid that grows vertically, creating
/// items only as needed (HeadlessUI creates them all, in order).
///
/// ```swift
/// // Fragment
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))]) {
///   ForEach(products) { ProductCell(product: $0) }
/// }
/// ```
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public struct LazyVGrid<Content>: View where Content: View {
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let content: Content

  /// Creates a grid that grows vertically.
  ///
  /// - Parameters:
  ///   - columns: An array of grid items to size and position each row of the grid.
  ///   - alignment: The alignment of the grid within its parent view.
  ///   - spacing: The spacing between the grid and the next item in its parent view.
  ///   - pinnedViews: Views to pin to the bounds of a parent scroll view.
  ///   - content: The content of the grid.
  nonisolated public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

/// A container view that arranges its child views in a grid that grows horizontally, creating
/// items only as needed (HeadlessUI creates them all, in order).
///
/// ```swift
/// // Fragment
/// LazyHGrid(rows: [GridItem(.fixed(80))]) { ForEach(tags) { Text($0.name) } }
/// ```
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public struct LazyHGrid<Content>: View where Content: View {
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let content: Content

  /// Creates a grid that grows horizontally.
  ///
  /// - Parameters:
  ///   - rows: An array of grid items to size and position each column of the grid.
  ///   - alignment: The alignment of the grid within its parent view.
  ///   - spacing: The spacing between the grid and the next item in its parent view.
  ///   - pinnedViews: Views to pin to the bounds of a parent scroll view.
  ///   - content: The content of the grid.
  nonisolated public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

/// A description of a row or a column in a lazy grid.
///
/// ```swift
/// // Fragment
/// let columns = [GridItem(.flexible()), GridItem(.flexible())]
/// ```
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct GridItem: Sendable {
  /// The size in the minor axis of one or more rows or columns in a grid layout.
  public enum Size: Sendable {
    /// A single item with the specified fixed size.
    case fixed(CGFloat)
    /// A single flexible item.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// Multiple items in the space of a single flexible item.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// The size of the item, which is the width of a column item or the height of a row item.
  public var size: GridItem.Size
  /// The spacing to the next item.
  public var spacing: CGFloat?
  /// The alignment to use when placing each view.
  public var alignment: Alignment?

  /// Creates a grid item with the provided size, spacing, and alignment properties.
  ///
  /// - Parameters:
  ///   - size: The size of the grid item.
  ///   - spacing: The spacing to use between this and the next item.
  ///   - alignment: The alignment to use for this grid item.
  public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Grid: SingleChildPrimitive {
  var child: any View { content }
  func describe(_ node: Node) -> String? { "Grid" }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension GridRow: SingleChildPrimitive {
  var child: any View { content }
  func describe(_ node: Node) -> String? { "GridRow" }
}

extension LazyVGrid: SingleChildPrimitive {
  var child: any View { content }
  func describe(_ node: Node) -> String? { "LazyVGrid" }
}

extension LazyHGrid: SingleChildPrimitive {
  var child: any View { content }
  func describe(_ node: Node) -> String? { "LazyHGrid" }
}

@available(*, unavailable)
extension Grid: Sendable {}

@available(*, unavailable)
extension GridRow: Sendable {}

@available(*, unavailable)
extension LazyVGrid: Sendable {}

@available(*, unavailable)
extension LazyHGrid: Sendable {}
