/// Routes events along any chain of `next`-linked objects: the UIKit
/// responder-chain pattern (`routerEventWithName:userInfo:` forwarded to
/// `nextResponder`), generic over the node type so that it runs anywhere.
///
/// Starting at `from`, each object is asked in turn (`respond`) and decides:
///
/// - ``RouteDecision/handled``: routing stops; the outcome names the object;
/// - ``RouteDecision/notHandled``: the event goes on to `next(object)`;
/// - ``RouteDecision/transform(_:)``: the new event goes on to `next(object)`.
///
/// The route always ends, and never crashes:
///
/// - an event that passes the last object is dropped with **one** runtime
///   issue (``RouteResult/Outcome/unhandled``);
/// - a chain whose `next` links lead back to an object already asked stops
///   there with one runtime issue (``RouteResult/Outcome/dropped(reason:at:)``);
/// - an error thrown by `respond` stops the route
///   (``RouteResult/Outcome/failed(_:at:)``) and goes to `onError`; without
///   `onError` it is reported as a runtime issue.
///
/// Every route records its path: the `id` of each object asked, in the
/// result's ``RouteResult/path`` and ``RouteResult/journey``, for analytics
/// ids as in the article (`HomeVC>FeedCell>LikeButton`).
///
/// ## Where a route differs from a trip along a `ResponderChain`
///
/// A route follows the chain's order: objects are asked inner to outer, the
/// first that handles stops the event, a transformed event goes on outward from
/// the object that transformed it, and an event nobody handles is one runtime
/// issue, never a crash. Requests routed with
/// ``offerRequest(_:from:)`` likewise go to the first object that answers. It
/// differs where a `next`-linked chain of objects has no counterpart of what a
/// `ResponderChain` provides, and only there:
///
/// - **A throw ends the route.** A chain of objects has no error side to carry
///   the error outward: it goes to `onError` (or a runtime issue), and the
///   route's outcome is ``RouteResult/Outcome/failed(_:at:)``.
/// - **Synchronous.** `respond` returns its decision; there are no asynchronous
///   responders, so no policies for work in flight and no pending outcome.
///   ``offerRequest(_:from:)`` awaits each object in turn.
/// - **Loops, not bounds.** A `next` link back to an object already asked ends
///   the route (``RouteResult/Outcome/dropped(reason:at:)``); the depth and work bounds
///   of chain dispatch do not apply, so a `respond` that routes again from
///   inside nests on the call stack.
/// - **The journey is returned, not observed.** It is in the result; no
///   `onJourney` observer sees it. Safety declarations, validation and
///   spies exist only on a `ResponderChain`.
///
/// ```swift
/// // Fragment
/// let router = EventRouter<UIResponder>(
///   next: { $0.next },
///   id: { String(describing: type(of: $0)) },
///   respond: { node, event in try (node as? EventRouting)?.respond(to: event) ?? .notHandled }
/// )
/// router.route(LikeEvent(post: post), from: likeButton)
/// ```
@MainActor
public struct EventRouter<Node: AnyObject> {
  /// The object after `node` on the chain, or `nil` at its end.
  public var next: (Node) -> Node?
  /// The id of `node` in paths, journeys and issues.
  public var id: (Node) -> String
  /// Asks `node` what it does with the event.
  public var respond: (Node, any Event) throws -> RouteDecision
  /// Receives what `respond` throws, with the object that threw; when `nil`,
  /// a thrown error is reported as a runtime issue.
  public var onError: ((any Error, Node) -> Void)?

  /// Creates a router for the chain that `next` describes.
  ///
  /// - Parameters:
  ///   - next: the object after a given one on the chain, or `nil` at its end.
  ///   - id: how an object appears in paths, journeys and runtime issues.
  ///   - respond: asks an object what it does with an event.
  ///   - onError: receives what `respond` throws, with the object that threw; when `nil`, a
  ///     thrown error is reported as a runtime issue.
  public init(
    next: @escaping (Node) -> Node?,
    id: @escaping (Node) -> String,
    respond: @escaping (Node, any Event) throws -> RouteDecision,
    onError: ((any Error, Node) -> Void)? = nil
  ) {
    self.next = next
    self.id = id
    self.respond = respond
    self.onError = onError
  }

  /// Routes `event` from `start` (which is asked first) along the chain.
  ///
  /// The result says how it ended, which event the last object saw, and the
  /// path. Runtime issues are located at the caller (`fileID`, `line`).
  ///
  /// - Parameters:
  ///   - event: the event to route.
  ///   - start: the object asked first.
  ///   - fileID: the caller's file, where runtime issues are located.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  /// - Returns: how the route ended, the last event, and the path.
  @discardableResult
  public func route(
    _ event: any Event, from start: Node, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> RouteResult<Node> {
    let site = ResponderSite(fileID: fileID, filePath: filePath, line: line, column: column)
    var journey = Journey(valueType: RoutingMessages.typeName(event), origin: site, hops: [], outcome: .unhandled)
    var event = event
    var walk = NextChainWalk(from: start, next: next)

    func finish(_ outcome: RouteResult<Node>.Outcome, _ journeyOutcome: Journey.Outcome) -> RouteResult<Node> {
      journey.outcome = journeyOutcome
      return RouteResult(outcome: outcome, event: event, journey: journey)
    }

    while true {
      let current: Node
      switch walk.visit() {
      case .object(let object): current = object
      case .loopedBack(let object):
        let message = RoutingMessages.looped(event, site: site, at: id(object), path: journey.path)
        ResponderDiagnostics.report(message, site: site)
        return finish(.dropped(reason: message, at: object), .dropped(reason: message))
      case .end:
        let message = RoutingMessages.unhandled(event, site: site, path: journey.path)
        ResponderDiagnostics.report(message, site: site)
        return finish(.unhandled, .unhandled)
      }
      let name = id(current)
      let hopSite = ResponderSite(fileID: fileID, filePath: filePath, line: line, column: column, name: name)
      var hop = Journey.Hop(site: hopSite, kind: .route, valueType: RoutingMessages.typeName(event), action: .notHandled)
      do {
        switch try respond(current, event) {
        case .handled:
          hop.action = .handled
          journey.hops.append(hop)
          return finish(.handled(by: current), .handled(by: hopSite, kind: .route))
        case .notHandled:
          journey.hops.append(hop)
        case .transform(let replacement):
          hop.action = .transformed(into: RoutingMessages.typeName(replacement))
          journey.hops.append(hop)
          event = replacement
        }
      } catch {
        hop.action = .threw(String(describing: type(of: error)))
        journey.hops.append(hop)
        let message = RoutingMessages.thrown(error, by: name, event: event, site: site)
        if let onError {
          onError(error, current)
        } else {
          ResponderDiagnostics.report(message, site: site)
        }
        return finish(.failed(error, at: current), .failed(String(describing: type(of: error)), at: hopSite))
      }
    }
  }
}
