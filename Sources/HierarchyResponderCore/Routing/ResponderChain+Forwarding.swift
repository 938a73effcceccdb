@MainActor
extension ResponderChain {
  /// Hands every event left unhandled inside this position to another
  /// responder system, before it would reach the root: the bridge from a
  /// hosted SwiftUI tree to the UIKit/AppKit responder chain that hosts it.
  ///
  /// Add it first (outermost), at the root of the hosted tree. `forward`
  /// returns whether the other system handled the event; when it did not, the
  /// event reaches the root and is reported as unhandled, as usual.
  ///
  /// ```swift
  /// // Fragment
  /// let hosted = ResponderChain().forwardingUnhandledEvents { event in
  ///   hostingController.routeEvent(event).isHandled
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - site: how journeys name the bridge; by default the caller's `fileID:line`.
  ///   - fileID: the caller's file, used when `site` is `nil`.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line, used when `site` is `nil`.
  ///   - column: the caller's column.
  ///   - forward: hands an event to the other system; returns whether it handled it.
  /// - Returns: The chain inside the bridge: this chain with it in front.
  public func forwardingUnhandledEvents(
    site: ResponderSite? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    to forward: @escaping (any Event) -> Bool
  ) -> ResponderChain {
    addingResponder(for: (any Event).self, kind: .bridge, site: site, fileID: fileID, filePath: filePath, line: line, column: column) { event in
      forward(event) ? .handled : .notHandled
    }
  }
}
