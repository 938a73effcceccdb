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
    to object: Object, fileID: StaticString, line: UInt, route: @escaping (Object, any Event) -> Void
  ) -> some View {
    modifier(
      ResponderModifier(fileID: fileID, line: line) { [weak object] chain, site in
        chain.forwardingUnhandledEvents(site: site) { event in
          guard let object else { return false }
          route(object, event)
          return true
        }
      })
  }
}
