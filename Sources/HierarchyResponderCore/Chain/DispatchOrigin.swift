/// Where the value now travelling entered the chain: the call that sent it, or the
/// responder that threw or caught it (the value changed side there).
///
/// A call's origin is its source location alone: static strings and integers, so
/// making one, keeping it in the ``DispatchContext`` and dropping it costs a few
/// stores and no reference count. The ``ResponderSite`` (and the responder's
/// current name) is built only when a journey is recorded or an issue reported
/// (``site``).
package enum DispatchOrigin {
  /// A `triggerEvent`/`reportError` call at this location.
  case call(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)
  /// A responder whose reply changed the value's side. Held strongly: an
  /// asynchronous responder's work may outlive the views between it and the origin.
  case responder(ResponderNode)

  /// The origin of a call at `fileID:line` (a `#line` of Swift 5 callers is an `Int`).
  @inline(__always)
  package static func call(fileID: StaticString, filePath: StaticString, line: Int, column: UInt) -> DispatchOrigin {
    .call(fileID: fileID, filePath: filePath, line: UInt(max(line, 0)), column: column)
  }

  /// The origin of a value sent through a method reference (`let send: (any Event) -> Void =
  /// triggerEvent.callAsFunction`), which has no call site: journeys and issues name it so, at line 0.
  package static let methodReference = DispatchOrigin.call(
    fileID: "callAsFunction (a method reference: no call site)", filePath: "callAsFunction (a method reference: no call site)",
    line: UInt(0), column: 0)

  /// The site this origin names, for journeys and issues.
  @MainActor package var site: ResponderSite {
    switch self {
    case .call(let fileID, let filePath, let line, let column):
      ResponderSite(fileID: fileID, filePath: filePath, line: line, column: column)
    case .responder(let node): node.site
    }
  }
}
