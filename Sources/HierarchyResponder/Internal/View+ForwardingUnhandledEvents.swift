#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

extension View {
  /// Hands what this tree leaves unhandled to `route` with `object` (a UIKit or
  /// AppKit responder, held weakly): the shared body of the platform adapters'
  /// `forwardingUnhandledEvents(to:)`. Once `object` is gone, events reach the root.
  func forwardingUnhandledEvents<Object: AnyObject>(
    to object: Object, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt, route: @escaping (Object, any Event) -> Void
  ) -> some View {
    positioned(
      AnchoredNodeModifier<TypedResponder<any Event>>(fileID: fileID, filePath: filePath, line: line, column: column) { [weak object] anchor, chain, site in
        anchor.update(
          parent: chain, kind: .bridge, site: site,
          body: .reply { event in
            guard let object else { return .notHandled }
            route(object, event)
            return .handled
          })
      })
  }
}

extension View {
  /// Offers the requests this tree leaves unanswered to the objects of `router`'s chain from
  /// `object` (held weakly): the request half of the platform adapters'
  /// `forwardingUnhandledEvents(to:)`. Once `object` is gone,
  /// requests reach the root.
  func forwardingUnansweredRequests<Object: AnyObject>(
    to object: Object, router: EventRouter<Object>, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) -> some View {
    modifier(
      AnchoredNodeModifier<RequestForwardingNode>(fileID: fileID, filePath: filePath, line: line, column: column) { [weak object] anchor, chain, site in
        guard let object else { return chain }
        return anchor.update(parent: chain, target: RoutedRequestTarget(start: object, router: router), site: site)
      })
  }
}
