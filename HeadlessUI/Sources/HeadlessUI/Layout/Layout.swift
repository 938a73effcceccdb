import Foundation

/// A type that defines the geometry of a collection of views.
///
/// HeadlessUI lays nothing out: a custom layout used as a container
/// (`MyFlowLayout { … }`, through ``callAsFunction(_:)``) shows its subviews in order, as a
/// `Group` would, and its methods are never called. Apps' `Layout` types compile unchanged and
/// their subviews are found, tapped and updated like any others.
///
/// ```swift
/// // Fragment
/// struct KeypadLayout: Layout {
///   func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///     proposal.replacingUnspecifiedDimensions()
///   }
///   func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
/// }
///
/// KeypadLayout { Button("1") { type(1) }; Button("2") { type(2) } }
/// ```
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol Layout: Animatable {
  /// Properties of a layout container.
  static var layoutProperties: LayoutProperties { get }

  /// Cached values associated with the layout instance.
  associatedtype Cache = Void

  /// A collection of proxies for the subviews of a layout view.
  typealias Subviews = LayoutSubviews

  /// Creates and initializes a cache for a layout instance.
  ///
  /// - Parameter subviews: The proxies of the views the container arranges.
  /// - Returns: Storage for calculated data shared among the layout's methods.
  func makeCache(subviews: Self.Subviews) -> Self.Cache

  /// Updates the layout's cache when something changes.
  ///
  /// - Parameters:
  ///   - cache: Storage for calculated data shared among the layout's methods.
  ///   - subviews: The proxies of the views the container arranges.
  func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)

  /// Returns the preferred spacing values of the composite view.
  ///
  /// - Parameters:
  ///   - subviews: The proxies of the views the container arranges.
  ///   - cache: Storage for calculated data shared among the layout's methods.
  /// - Returns: The preferred spacing around the container view.
  func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing

  /// Returns the size of the composite view, given a proposed size and the view's subviews.
  ///
  /// - Parameters:
  ///   - proposal: A size proposal for the container.
  ///   - subviews: The proxies of the views the container arranges.
  ///   - cache: Storage for calculated data shared among the layout's methods.
  /// - Returns: A size that indicates how much space the container needs.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize

  /// Assigns positions to each of the layout's subviews.
  ///
  /// - Parameters:
  ///   - bounds: The region that the container view's parent allocates to the container view.
  ///   - proposal: The size proposal from which the container generated the size it requested.
  ///   - subviews: The proxies of the views the container arranges.
  ///   - cache: Storage for calculated data shared among the layout's methods.
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)

  /// Returns the position of the specified horizontal alignment guide along the x axis.
  ///
  /// - Parameters:
  ///   - guide: The guide that the system calculates the value for.
  ///   - bounds: The region that the container view's parent allocates to the container view.
  ///   - proposal: A proposed size for the container.
  ///   - subviews: The proxies of the views the container arranges.
  ///   - cache: Storage for calculated data shared among the layout's methods.
  /// - Returns: The guide's position relative to the `bounds`, or `nil` for the default.
  func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?

  /// Returns the position of the specified vertical alignment guide along the y axis.
  ///
  /// - Parameters:
  ///   - guide: The guide that the system calculates the value for.
  ///   - bounds: The region that the container view's parent allocates to the container view.
  ///   - proposal: A proposed size for the container.
  ///   - subviews: The proxies of the views the container arranges.
  ///   - cache: Storage for calculated data shared among the layout's methods.
  /// - Returns: The guide's position relative to the `bounds`, or `nil` for the default.
  func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout {
  /// The default properties of a layout container (no stack orientation).
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  /// Does nothing to the cache by default: it is recreated by ``makeCache(subviews:)``.
  ///
  /// - Parameters:
  ///   - cache: Storage for calculated data shared among the layout's methods.
  ///   - subviews: The proxies of the views the container arranges.
  public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// The default spacing: the union of the subviews' spacing on every edge.
  ///
  /// - Parameters:
  ///   - subviews: The proxies of the views the container arranges.
  ///   - cache: Storage for calculated data shared among the layout's methods.
  /// - Returns: The preferred spacing around the container view.
  public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
    subviews.reduce(into: ViewSpacing()) { $0.formUnion($1.spacing) }
  }

  /// No explicit horizontal alignment guide by default.
  ///
  /// - Parameters:
  ///   - guide: The guide that the system calculates the value for.
  ///   - bounds: The region that the container view's parent allocates to the container view.
  ///   - proposal: A proposed size for the container.
  ///   - subviews: The proxies of the views the container arranges.
  ///   - cache: Storage for calculated data shared among the layout's methods.
  /// - Returns: `nil`.
  public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
    nil
  }

  /// No explicit vertical alignment guide by default.
  ///
  /// - Parameters:
  ///   - guide: The guide that the system calculates the value for.
  ///   - bounds: The region that the container view's parent allocates to the container view.
  ///   - proposal: A proposed size for the container.
  ///   - subviews: The proxies of the views the container arranges.
  ///   - cache: Storage for calculated data shared among the layout's methods.
  /// - Returns: `nil`.
  public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
    nil
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout where Self.Cache == () {
  /// Returns the empty cache of a layout that keeps none.
  ///
  /// - Parameter subviews: The proxies of the views the container arranges.
  public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout {
  /// Combines the specified views into a single composite view using the layout algorithm of
  /// the custom layout container (HeadlessUI shows them in order; see ``Layout``).
  ///
  /// - Parameter content: A view builder that provides the subviews to arrange.
  /// - Returns: A composite view that combines all the input views.
  @MainActor @preconcurrency public func callAsFunction<V>(@ViewBuilder _ content: () -> V) -> some View where V: View {
    LayoutContainer(layoutName: String(describing: Self.self), content: content())
  }
}

/// A custom ``Layout`` used as a container: its subviews in order, under the layout's type name
/// in the tree dump.
struct LayoutContainer<Content: View>: View {
  typealias Body = Never
  let layoutName: String
  let content: Content
}

extension LayoutContainer: PrimitiveView, SingleChildPrimitive {
  var child: any View { content }
  func describe(_ node: Node) -> String? { layoutName }
}
