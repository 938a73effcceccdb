import HierarchyResponderCore

/// Routes URLs to per-module handlers by scheme, host and path prefix, instead
/// of one long `if`/`else` over every page of the app.
///
/// A route matches a URL when the schemes are equal, the route's host (if
/// any) equals the URL's, and the route's path prefix (if any) is a prefix of
/// the URL's path *by whole components* (`/chapter` matches `/chapter/12`, not
/// `/chapters`). Schemes and hosts compare case-insensitively. Matching routes
/// are tried from the most specific (a host, then the longest prefix) to the
/// least, in registration order among equals, until one handles the URL.
///
/// ```swift
/// // Fragment
/// let routes = URLRouteTable()
///   .routing(scheme: "https") { url in web.open(url.string); return true }
///   .routing(scheme: "app", host: "novel", to: NovelRoutes())
///   .routing(scheme: "app", host: "live", pathPrefix: "/room", to: LiveRoutes())
///
/// routes.open("app://Novel/chapter?id=1") // NovelRoutes handles it: true
/// routes.open("app://unknown")             // no route: false
/// ```
@MainActor
public struct URLRouteTable {
  private struct Route {
    let scheme: String
    let host: String?
    let prefix: [String]
    let handler: (RouteURL) throws -> Bool

    var specificity: Int { (host == nil ? 0 : 1 << 16) + prefix.count }

    func matches(_ url: RouteURL) -> Bool {
      guard url.scheme == scheme, host == nil || url.host == host else { return false }
      return url.pathComponents.starts(with: prefix)
    }
  }

  private var routes: [Route] = []

  /// An empty table: it opens nothing.
  public init() {}

  /// The table with a route to `handler` for URLs with `scheme`, and, when
  /// given, `host` and `pathPrefix` (for example `/chapter`, written
  /// unencoded).
  ///
  /// - Parameters:
  ///   - scheme: the URL scheme, compared case-insensitively.
  ///   - host: the host, compared case-insensitively; `nil` matches any.
  ///   - pathPrefix: the leading path components to match; `nil` matches any path.
  ///   - handler: opens a matching URL, or returns `false` to let the next route try.
  public func routing(
    scheme: String, host: String? = nil, pathPrefix: String? = nil,
    _ handler: @escaping (RouteURL) throws -> Bool
  ) -> Self {
    let prefix = pathPrefix?.split(separator: "/").map(String.init) ?? []
    var table = self
    table.routes.append(Route(scheme: scheme.lowercased(), host: host?.lowercased(), prefix: prefix, handler: handler))
    return table
  }

  /// The table with a route to `module` for URLs with `scheme`, and, when
  /// given, `host` and `pathPrefix`.
  ///
  /// - Parameters:
  ///   - scheme: the URL scheme, compared case-insensitively.
  ///   - host: the host, compared case-insensitively; `nil` matches any.
  ///   - pathPrefix: the leading path components to match; `nil` matches any path.
  ///   - module: the module's handler.
  public func routing(
    scheme: String, host: String? = nil, pathPrefix: String? = nil, to module: some URLRouteHandler
  ) -> Self {
    routing(scheme: scheme, host: host, pathPrefix: pathPrefix) { try module.handle($0) }
  }

  /// Opens `string`: `false` when it is not a URL, no route matches, or every
  /// matching handler declined; rethrows what a handler throws.
  ///
  /// - Parameter string: the URL, as text.
  /// - Returns: `true` when a handler opened the URL.
  /// - Throws: What the handler that was trying the URL throws; no further route is tried.
  @discardableResult
  public func open(_ string: String) throws -> Bool {
    guard let url = RouteURL(string) else { return false }
    return try open(url)
  }

  /// Opens `url` with the most specific matching route that accepts it.
  ///
  /// Matching routes are tried until one accepts: routes that name a host before those that
  /// do not, then longer path prefixes first, then the earlier registered.
  ///
  /// - Parameter url: the parsed URL.
  /// - Returns: `true` when a handler opened `url`; `false` when no route matches or every
  ///   matching handler declined.
  /// - Throws: What the handler that was trying `url` throws; no further route is tried.
  @discardableResult
  public func open(_ url: RouteURL) throws -> Bool {
    let candidates = routes.enumerated()
      .filter { $0.element.matches(url) }
      .sorted { ($0.element.specificity, -$0.offset) > ($1.element.specificity, -$1.offset) }
    for candidate in candidates where try candidate.element.handler(url) {
      return true
    }
    return false
  }
}
