/// Triggers events from a position in the view hierarchy; read it from the
/// environment and call it like a closure.
///
/// The event travels up the hierarchy, from the responders closest to the
/// caller outward, until one handles it. When every responder on the way is
/// synchronous, it has been delivered when the call returns. An event nobody
/// handles is reported as a runtime issue in debug builds; it never crashes.
///
/// ```swift
/// struct TriggerView: View {
///   @Environment(\.triggerEvent) var triggerEvent
///
///   var body: some View {
///     Button("Trigger") {
///       triggerEvent(MyEvent())
///     }
///   }
/// }
/// ```
///
/// Two triggers are equal when they send from the same position (equal chains):
/// a view that reads one from the environment is not re-evaluated while it stays equal.
public struct TriggerEvent: Sendable, Equatable {
  /// The position the events start from.
  public let chain: ResponderChain

  /// Creates a trigger that sends events from `chain`.
  public nonisolated init(chain: ResponderChain) {
    self.chain = chain
  }

  /// Creates a trigger that passes every event to `action` (for previews and tests).
  ///
  /// ```swift
  /// MyView().environment(\.triggerEvent, TriggerEvent { event in print(event) })
  /// ```
  @MainActor
  public init(_ action: @escaping @MainActor (any Event) -> Void) {
    self.chain = ResponderChain().addingResponder(for: (any Event).self, kind: .bridge) { event in
      action(event)
      return .handled
    }
  }

  /// Triggers `event` from this position.
  @MainActor
  public func callAsFunction(_ event: any Event, fileID: StaticString = #fileID, line: UInt = #line) {
    Dispatcher.send(.event(event), from: chain.node, origin: ResponderSite(fileID: fileID, line: line))
  }
}
