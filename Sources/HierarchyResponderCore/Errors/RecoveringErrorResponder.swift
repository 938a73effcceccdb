/// An error responder that reads where its error came from (``ErrorSource``), so
/// that it can offer recovery options the user chooses later:
/// `handleAlertErrors()` and `handleRecoverableErrors()`.
///
/// It handles every error that casts to `Value` and that its body accepts, like a
/// `receiveError` responder, and is explicit for safety declarations of those
/// errors.
package final class RecoveringErrorResponder<Value>: ResponderNode {
  /// Handles the error (`true`) or declines it; the latest closure of the layer.
  package var body: (Value, ErrorRecoveryContext) -> Bool

  package init(parent: ResponderNode?, site: ResponderSite, body: @escaping (Value, ErrorRecoveryContext) -> Bool) {
    self.body = body
    super.init(parent: parent, side: .error, kind: .handleError, site: site, passKey: PassKey.only(Value.self))
  }

  package override func respond(to payload: Payload, context: inout DispatchContext) -> DispatchStep {
    guard payload.side == .error, let error = payload.cast(to: Value.self) else { return .ignored }
    let recovery = ErrorRecoveryContext(source: context.sent.source(of: payload), responder: self)
    return body(error, recovery) ? .handled : .declined
  }

  package override func mayTake(_ type: Any.Type) -> Bool {
    type is Value.Type || !(Payload.isPlain(Value.self) || Value.self is AnyClass)
  }

  package override func explicitlyAccepts(_ payload: Payload) -> Bool {
    payload.side == .error && payload.cast(to: Value.self) != nil
  }
}

/// What a recovering responder keeps to carry out the option the user chooses:
/// where the error came from, and itself (the origin of what it sends).
@MainActor
package struct ErrorRecoveryContext {
  /// Where the error came from.
  package let source: ErrorSource
  /// The responder offering the options.
  package let responder: ResponderNode

  /// Sends the event whose responder threw again from its sender's position
  /// (``ErrorSource/retry(offeredBy:)``); `false` when it was not sent.
  @discardableResult
  package func retry() -> Bool { source.retry(offeredBy: responder) }

  /// Sends `event` from the position that reported the error
  /// (``ErrorSource/send(_:offeredBy:)``); `false` when it was not sent.
  @discardableResult
  package func send(_ event: any Event) -> Bool { source.send(event, offeredBy: responder) }
}

extension ResponderChain {
  /// Adds a responder for errors that cast to `Value` which reads where each came
  /// from, to offer recovery.
  ///
  /// - Parameters:
  ///   - type: the errors it accepts.
  ///   - site: how journeys and runtime issues name it; by default the caller's `fileID:line`.
  ///   - fileID: the caller's file, used when `site` is `nil`.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line, used when `site` is `nil`.
  ///   - column: the caller's column.
  ///   - body: handles the error (`true`) or declines it (`false`).
  /// - Returns: The chain inside the new responder.
  @MainActor
  package func addingRecoveringErrorResponder<Value>(
    for type: Value.Type, site: ResponderSite? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ body: @escaping (Value, ErrorRecoveryContext) -> Bool
  ) -> ResponderChain {
    let site = site ?? ResponderSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return ResponderChain(node: RecoveringErrorResponder(parent: node, site: site, body: body))
  }
}
