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
  /// // Fragment
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
  /// // Fragment
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

  /// Triggers `event` from this position and returns what became of it.
  ///
  /// The event travels exactly as with `triggerEvent(event)`; the result says how its trip ended:
  /// handled (by which responder), unhandled, pending in an asynchronous responder (await
  /// ``PendingEvent/outcome``), failed (a responder threw), cancelled (an asynchronous responder's
  /// owner went away) or dropped. A replaced value has the outcome of the value that
  /// replaced it.
  ///
  /// ```swift
  /// // Fragment
  /// if case .pending(let pending) = triggerEvent.send(SaveEvent()) {
  ///   isSaving = true
  ///   _ = await pending.outcome
  ///   isSaving = false
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - event: The event to send up the hierarchy.
  ///   - fileID: Where the call is, for journeys and runtime issues.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: The line of the call.
  ///   - column: the caller's column.
  /// - Returns: What became of the event; ``EventOutcome/pending(_:)`` while an asynchronous responder works on it.
  @MainActor
  @discardableResult
  public func send(_ event: any Event, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> EventOutcome {
    Dispatcher.sendForOutcome(.event(event), from: chain.node, origin: .call(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Triggers `event` from this position: the form a method reference picks, for
  /// code written for the predecessor, whose `callAsFunction` had no site parameters
  /// (`let send: (any Event) -> Void = triggerEvent.callAsFunction`).
  ///
  /// A reference to the method with site parameters has those parameters in its type, and does not
  /// convert to `(any Event) -> Void`. `@_disfavoredOverload` (the compiler's attribute for source
  /// compatibility) keeps every direct call `triggerEvent(value)` on the form with sites; a method
  /// reference has no call site, so its journeys and runtime issues name
  /// "callAsFunction (a method reference: no call site)" at line 0.
  ///
  /// Marked `@preconcurrency @MainActor` like the form for Swift 5 callers: a call that arrives
  /// off the main thread is reported once and delivered on the main actor.
  ///
  /// - Parameter event: The event to send up the hierarchy.
  @preconcurrency @MainActor
  @_disfavoredOverload
  public func callAsFunction(_ event: any Event) {
    Dispatcher.sendFromMethodReference(.event(event), from: chain.node, api: "TriggerEvent")
  }
}
