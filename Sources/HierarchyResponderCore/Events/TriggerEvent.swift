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
  ///
  /// - Parameter chain: the position, such as the one a view's environment holds.
  public nonisolated init(chain: ResponderChain) {
    self.chain = chain
  }

  /// Creates a trigger that passes every event to `action` (for previews and tests).
  ///
  /// ```swift
  /// MyView().environment(\.triggerEvent, TriggerEvent { event in print(event) })
  /// ```
  ///
  /// - Parameter action: receives every event, which counts as handled.
  @MainActor
  public init(_ action: @escaping @MainActor (any Event) -> Void) {
    self.chain = ResponderChain().addingResponder(for: (any Event).self, kind: .bridge) { event in
      action(event)
      return .handled
    }
  }

  /// Triggers `event` from this position, on the main actor (callers in Swift 5
  /// language mode see a variant they may call from nonisolated code, below).
  ///
  /// - Parameters:
  ///   - event: The event to send up the hierarchy.
  ///   - fileID: Where the call is, for journeys and runtime issues.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: The line of the call.
  ///   - column: the caller's column.
  @available(swift, introduced: 6.0)
  @MainActor
  public func callAsFunction(_ event: any Event, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
    Dispatcher.send(.event(event), from: chain.node, origin: .call(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Triggers `event` from this position, for callers in **Swift 5 language mode**
  /// (Swift 6 callers use the main-actor method above).
  ///
  /// Marked `@preconcurrency @MainActor` as Apple marks its own main-actor API:
  /// a nonisolated synchronous caller (a model class) compiles, with a
  /// warning at most. When the call arrives on the main thread it is delivered
  /// at once; from another thread it is reported once as a runtime issue and
  /// delivered on the main actor, never concurrently with the chain.
  ///
  /// - Parameters:
  ///   - event: The event to send.
  ///   - fileID: Where the call is, for journeys and runtime issues.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: The line of the call (an `Int`: this overload exists only in Swift 5 mode).
  ///   - column: the caller's column.
  ///
  /// ```swift
  /// final class Model { // Swift 5 mode, nonisolated
  ///   var triggerEvent: TriggerEvent?
  ///   func done() { triggerEvent?(DoneEvent()) }
  /// }
  /// ```
  @available(swift, obsoleted: 6.0)
  @preconcurrency @MainActor
  public func callAsFunction(_ event: any Event, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: UInt = #column) {
    let origin = DispatchOrigin.call(fileID: fileID, filePath: filePath, line: line, column: column)
    let node = chain.node
    OffMainDelivery.run("TriggerEvent", origin: origin.site) {
      Dispatcher.send(.event(event), from: node, origin: origin)
    }
  }
}
