/// The bridge from a hosted SwiftUI tree to the responder chain that hosts it, on the request
/// side: a request nothing inside answered is offered to a ``RequestResponding`` object (the
/// UIKit or AppKit chain) before it would reach the root.
package final class RequestForwardingNode: RequestNode {
  /// Where requests go (the latest installed, in the SwiftUI layer).
  package var target: any RequestResponding

  package init(target: any RequestResponding, parent: ResponderNode?, site: ResponderSite) {
    self.target = target
    super.init(parent: parent, kind: .bridge, site: site)
  }

  /// Offers the request to the target in a task of its own (the target answers asynchronously):
  /// the trip waits here and goes on when the target answered or declined. The requester's
  /// cancellation cancels the task.
  package override func respond(to payload: Payload, context: inout DispatchContext) -> DispatchStep {
    guard let request = payload.request else { return .ignored }
    let target = self.target
    return SuspendedWork.start(at: self, payload: payload, context: context) {
      await request.forwarded(to: target)
    }
  }
}

/// A ``RequestResponding`` that routes each request along a `next`-linked chain from an object
/// it holds weakly (a hosting controller): what the layer's `forwardingUnhandledEvents(to:)`
/// hands its request bridge. Once the object is gone, it declines.
package final class RoutedRequestTarget<Node: AnyObject>: RequestResponding {
  private weak var start: Node?
  private let router: EventRouter<Node>

  package init(start: Node, router: EventRouter<Node>) {
    self.start = start
    self.router = router
  }

  package func respond<R: ResponderRequest>(to request: R) async throws -> RequestReply<R.Response> {
    guard let start else { return .notHandled }
    return try await router.offerRequest(request, from: start)
  }
}

extension ResponderAnchor where Node == RequestForwardingNode {
  /// Keeps a request bridge across body evaluations.
  package func update(parent: ResponderChain, target: any RequestResponding, site: ResponderSite) -> ResponderChain {
    update(parent: parent) { parentNode in
      RequestForwardingNode(target: target, parent: parentNode, site: site)
    } install: { node in
      node.target = target
      if !node.site.isIdentical(to: site) { node.site = site }
    }
  }
}

@MainActor
extension ResponderChain {
  /// Offers every request left unanswered inside this position to `target` (another responder
  /// system, such as the UIKit chain hosting this tree), before it would reach the root.
  ///
  /// Add it first (outermost), at the root of the hosted tree, next to
  /// ``forwardingUnhandledEvents(site:fileID:filePath:line:column:to:)``.
  ///
  /// ```swift
  /// // Fragment
  /// let hosted = ResponderChain().forwardingUnansweredRequests(to: hostingController)
  /// ```
  ///
  /// - Parameters:
  ///   - target: answers or declines each request; a decline reaches the root.
  ///   - site: how journeys name the bridge; by default the caller's `fileID:line`.
  ///   - fileID: the caller's file, used when `site` is `nil`.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line, used when `site` is `nil`.
  ///   - column: the caller's column.
  /// - Returns: The chain inside the bridge: this chain with it in front.
  public func forwardingUnansweredRequests(
    to target: any RequestResponding, site: ResponderSite? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> ResponderChain {
    let site = site ?? ResponderSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return ResponderChain(node: RequestForwardingNode(target: target, parent: node, site: site))
  }
}
