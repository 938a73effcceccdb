/// An object of a `next`-linked chain (a `UIResponder`, an `NSResponder`, or any object graph)
/// that answers requests routed to it.
///
/// Objects that do not adopt it pass every request on. Requests reach such objects through
/// ``EventRouter/routeRequest(_:from:fileID:filePath:line:column:)`` (`routeRequest` on
/// `UIResponder` and `NSResponder`) and, from a hosted SwiftUI tree, through the bridge that
/// `forwardingUnhandledEvents(to:)` installs.
///
/// ```swift
/// // Fragment
/// final class InboxViewController: UIViewController, RequestResponding {
///   func respond<R: ResponderRequest>(to request: R) async throws -> RequestReply<R.Response> {
///     guard let request = request as? ConfirmDeletion else { return .notHandled }
///     let confirmed = await presentConfirmation(for: request.itemName)
///     return .answer(confirmed as! R.Response)
///   }
/// }
/// ```
@MainActor
public protocol RequestResponding: AnyObject {
  /// Answers `request`, or declines it so that it goes on to the next object.
  ///
  /// - Parameter request: the request routed to this object.
  /// - Returns: the answer, or ``RequestReply/notHandled``.
  /// - Throws: Any error; it ends the route and is thrown to the requester.
  func respond<R: ResponderRequest>(to request: R) async throws -> RequestReply<R.Response>
}

extension EventRouter {
  /// Offers `request` to each object from `start` on (`start` first) that adopts
  /// ``RequestResponding``, and returns the first answer, or ``RequestReply/notHandled`` when none
  /// answers.
  ///
  /// A chain whose `next` links loop ends at the first object met again with one runtime issue,
  /// as an event's route does (``RouteResult/Outcome/dropped(reason:at:)``), and the request is
  /// not handled.
  ///
  /// - Parameters:
  ///   - request: the request to route.
  ///   - start: the object asked first.
  /// - Returns: the first answer, or ``RequestReply/notHandled``.
  /// - Throws: what the answering object threw.
  public func offerRequest<R: ResponderRequest>(_ request: R, from start: Node) async throws -> RequestReply<R.Response> {
    if case .answer(let response) = try await offer(request, from: start, site: nil) { return .answer(response) }
    return .notHandled
  }

  /// How an offer along the chain ended.
  enum Offered<Response> {
    /// An object answered.
    case answer(Response)
    /// The chain ended and no object answered.
    case declined
    /// The chain looped back to an object already asked; the runtime issue's text.
    case looped(String)
  }

  /// Offers `request` along the chain (``NextChainWalk``); a loop is reported at `site`.
  func offer<R: ResponderRequest>(_ request: R, from start: Node, site: ResponderSite?) async throws -> Offered<R.Response> {
    var walk = NextChainWalk(from: start, next: next)
    var path: [String] = []
    while true {
      switch walk.visit() {
      case .object(let current):
        path.append(id(current))
        if let responding = current as? any RequestResponding, case .answer(let response) = try await responding.respond(to: request) {
          return .answer(response)
        }
      case .loopedBack(let object):
        let message = RoutingMessages.looped(request: R.self, at: id(object), path: path)
        ResponderDiagnostics.report(message, site: site)
        return .looped(message)
      case .end:
        return .declined
      }
    }
  }

  /// Routes `request` from `start` along the chain and returns the first answer.
  ///
  /// ```swift
  /// // Fragment
  /// let confirmed = try await EventRouter<UIResponder>
  ///   .responding(next: { $0.next }, id: { "\(type(of: $0))" })
  ///   .routeRequest(ConfirmDeletion(itemName: name), from: cell)
  /// ```
  ///
  /// - Parameters:
  ///   - request: the request to route.
  ///   - start: the object asked first.
  ///   - fileID: the caller's file, where runtime issues are located.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  /// - Returns: the first answer.
  /// - Throws: what the answering object threw; ``RequestNotAnswered`` when none answered (in
  ///   debug builds also one runtime issue at the caller): its reason is
  ///   ``RequestNotAnswered/Reason/unhandled`` at the end of the chain, and
  ///   ``RequestNotAnswered/Reason/dropped(reason:)`` with the text when the chain loops
  ///   back to an object already asked (as an event's route ends
  ///   ``RouteResult/Outcome/dropped(reason:at:)``).
  public func routeRequest<R: ResponderRequest>(
    _ request: R, from start: Node,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async throws -> R.Response {
    let site = ResponderSite(fileID: fileID, filePath: filePath, line: line, column: column)
    switch try await offer(request, from: start, site: site) {
    case .answer(let response):
      return response
    case .looped(let message):
      throw RequestNotAnswered(requestType: String(describing: R.self), origin: site, reason: .dropped(reason: message))
    case .declined:
      ResponderDiagnostics.report(Messages.unanswered(R.self), site: site)
      throw RequestNotAnswered(requestType: String(describing: R.self), origin: site, reason: .unhandled)
    }
  }
}
