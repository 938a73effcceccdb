import HierarchyResponderCore

/// A module's handler of the URLs routed to it by a ``URLRouteTable``: the
/// per-module scheme handler of the UIKit responder-chain pattern.
///
/// ```swift
/// // Fragment
/// struct NovelRoutes: URLRouteHandler {
///   func handle(_ url: RouteURL) -> Bool {
///     guard let id = url["id"] else { return false }
///     navigator.showNovel(id)
///     return true
///   }
/// }
/// ```
public protocol URLRouteHandler {
  /// Opens `url`; returns `false` to decline it (the table then tries the
  /// next matching route).
  ///
  /// - Parameter url: the URL routed to this module.
  /// - Returns: `true` when the module opened `url`; `false` to decline it.
  /// - Throws: Any error; it stops the table's search and reaches the caller of
  ///   ``URLRouteTable/open(_:)-(RouteURL)``.
  @MainActor func handle(_ url: RouteURL) throws -> Bool
}
