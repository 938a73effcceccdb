/// Reports errors from a position in the view hierarchy; read it from the
/// environment and call it like a closure.
///
/// The error travels up the hierarchy, from the responders closest to the
/// caller outward, until one handles it (or a `catchError` turns it into an
/// event). An error nobody handles is reported as a runtime issue in debug
/// builds; it never crashes.
///
/// ```swift
/// struct SaveView: View {
///   @Environment(\.reportError) var reportError
///
///   var body: some View {
///     Button("Save") {
///       do { try save() } catch { reportError(error) }
///     }
///   }
/// }
/// ```
///
/// Two reporters are equal when they send from the same position (equal chains):
/// a view that reads one from the environment is not re-evaluated while it stays equal.
public struct ReportError: Sendable, Equatable {
  /// The position the errors start from.
  public let chain: ResponderChain

  /// Creates a reporter that sends errors from `chain`.
  public nonisolated init(chain: ResponderChain) {
    self.chain = chain
  }

  /// Creates a reporter that passes every error to `action` (for previews and tests).
  @MainActor
  public init(_ action: @escaping @MainActor (any Error) -> Void) {
    // An error-side kind: `.bridge` responders listen on the event side, which errors skip.
    self.chain = ResponderChain().addingResponder(for: (any Error).self, kind: .handleError) { error in
      action(error)
      return .handled
    }
  }

  /// Reports `error` from this position.
  @MainActor
  public func callAsFunction(_ error: any Error, fileID: StaticString = #fileID, line: UInt = #line) {
    Dispatcher.send(.error(error), from: chain.node, origin: ResponderSite(fileID: fileID, line: line))
  }
}
