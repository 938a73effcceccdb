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
