/// Sends requests from a position in the view hierarchy and returns their answers; read it from
/// the environment and call it like an `async` function.
///
/// The request travels up the hierarchy, from the responders closest to the caller outward,
/// until one answers it. The call returns that answer, or throws:
///
/// - what the answering responder threw;
/// - ``RequestNotAnswered`` when no responder answered (in debug builds also a runtime issue at
///   the call);
/// - `CancellationError` when the answering view was removed while its answer was pending, or
///   when the caller's task was cancelled (the responder's work is then cancelled too).
///
/// ```swift
/// // Fragment
/// struct ItemRow: View {
///   @Environment(\.sendRequest) var sendRequest
///   let item: Item
///
///   var body: some View {
///     Button("Delete") {
///       Task {
///         if try await sendRequest(ConfirmDeletion(itemName: item.name)) { delete(item) }
///       }
///     }
///   }
/// }
/// ```
///
/// Two senders are equal when they send from the same position (equal chains): a view that
/// reads one from the environment is not re-evaluated while it stays equal.
public struct SendRequest: Sendable, Equatable {
  /// The position the requests start from.
  public let chain: ResponderChain

  /// Creates a sender that sends requests from `chain`.
  ///
  /// - Parameter chain: the position, such as the one a view's environment holds.
  public nonisolated init(chain: ResponderChain) {
    self.chain = chain
  }

  /// Sends `request` from this position and returns the first answer, on the main actor.
  ///
  /// When every responder on the way is synchronous, the call answers without suspending.
  ///
  /// - Parameters:
  ///   - request: the request to send up the hierarchy.
  ///   - fileID: where the call is, for journeys and runtime issues.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the line of the call.
  ///   - column: the caller's column.
  /// - Returns: The answer of the first responder that answered.
  /// - Throws: What that responder threw; ``RequestNotAnswered`` when none answered;
  ///   `CancellationError` when the answering view was removed or the caller was cancelled.
  @MainActor
  public func callAsFunction<R: ResponderRequest>(
    _ request: R, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async throws -> R.Response {
    try await Dispatcher.sendRequest(
      request, from: chain.node, origin: .call(fileID: fileID, filePath: filePath, line: line, column: column)
    ).waitForAnswer(as: R.Response.self)
  }

  /// Sends `request` from this position without waiting for the answer, and returns the request
  /// on its way: how its trip stands now, and the answer to await.
  ///
  /// The request travels as with ``callAsFunction(_:fileID:filePath:line:column:)``. When this
  /// returns, its ``PendingRequest/outcome`` is final if every responder on the way was
  /// synchronous (`handled` when one answered), or `pending` while an asynchronous responder
  /// works on it: what a button needs to stay disabled while it asks.
  ///
  /// ```swift
  /// // Fragment
  /// let asked = sendRequest.send(ConfirmDeletion(itemName: item.name))
  /// if case .pending = asked.outcome { isAsking = true }
  /// defer { isAsking = false }
  /// if try await asked.answer { delete(item) }
  /// ```
  ///
  /// - Parameters:
  ///   - request: the request to send up the hierarchy.
  ///   - fileID: where the call is, for journeys and runtime issues.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the line of the call.
  ///   - column: the caller's column.
  /// - Returns: The request on its way.
  @MainActor
  public func send<R: ResponderRequest>(
    _ request: R, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> PendingRequest<R> {
    PendingRequest(
      trip: Dispatcher.sendRequest(
        request, from: chain.node, origin: .call(fileID: fileID, filePath: filePath, line: line, column: column)))
  }
}
