/// An object of a `next`-linked chain (a `UIResponder`, an `NSResponder`, or
/// any object graph) that answers events routed to it.
///
/// Objects that do not adopt it forward every event. Pair it with
/// ``EventRouter/responding(next:id:onError:)``.
///
/// ```swift
/// // Fragment
/// final class FeedViewController: UIViewController, EventResponding {
///   func respond(to event: any Event) throws -> RouteDecision {
///     guard let like = event as? LikeEvent else { return .notHandled }
///     model.like(like.post)
///     return .handled
///   }
/// }
/// ```
@MainActor
public protocol EventResponding: AnyObject {
  /// Handles, forwards or transforms `event`; what it throws stops the route.
  ///
  /// - Parameter event: the event routed to this object.
  /// - Returns: what the router does next.
  /// - Throws: Any error; it stops the route (``RouteResult/Outcome/failed(_:at:)``) and goes
  ///   to the router's `onError`, or is reported as a runtime issue without one.
  func respond(to event: any Event) throws -> RouteDecision
}

extension EventRouter {
  /// A router that asks each object adopting ``EventResponding`` along the
  /// chain, and forwards past every other object.
  ///
  /// ```swift
  /// // Fragment
  /// let router = EventRouter<UIResponder>.responding(next: { $0.next }, id: { "\(type(of: $0))" })
  /// router.route(LikeEvent(post: post), from: cell)
  /// ```
  ///
  /// - Parameters:
  ///   - next: the object after a given one on the chain, or `nil` at its end.
  ///   - id: how an object appears in paths, journeys and runtime issues.
  ///   - onError: receives what an object throws; when `nil`, it is a runtime issue.
  public static func responding(
    next: @escaping (Node) -> Node?, id: @escaping (Node) -> String,
    onError: ((any Error, Node) -> Void)? = nil
  ) -> EventRouter {
    EventRouter(next: next, id: id, respond: { node, event in
      try (node as? any EventResponding)?.respond(to: event) ?? .notHandled
    }, onError: onError)
  }
}
