/// What became of a value sent with ``TriggerEvent/send(_:fileID:filePath:line:column:)`` or
/// ``ReportError/send(_:fileID:filePath:line:column:)``.
///
/// A value that a responder replaced (a `transform…`, a `catchError`) has the outcome of the
/// value that replaced it: the trip goes on with the new value, and ends once. A value whose
/// responder threw ends there, ``failed(_:at:)``: the error then travels on its own side, from
/// that responder, and is not part of this outcome.
///
/// ```swift
/// switch triggerEvent.send(PayEvent(order: order)) {
/// case .pending(let pending):
///   status = "Paying…"
///   Task {
///     let outcome = await pending.outcome
///     status = outcome.isHandled ? "Paid" : "Payment failed"
///   }
/// case .handled:
///   status = "Paid"
/// case .busy:
///   status = "Already paying…"
/// case .unhandled, .failed, .cancelled, .dropped:
///   status = "Payment failed"
/// }
/// ```
public enum EventOutcome: Sendable {
  /// A responder handled the value.
  ///
  /// - `by`: the responder that handled it.
  case handled(by: Responder)
  /// No responder handled the value: it reached the root.
  case unhandled
  /// An asynchronous responder is working on the value: await ``PendingEvent/outcome`` for the
  /// outcome once that work, and whatever it leads to, has ended.
  case pending(PendingEvent)
  /// A responder threw: the value stopped there, and the error travels the error side from
  /// that responder.
  ///
  /// - The first value: the error the responder threw.
  /// - `at`: the responder that threw it.
  case failed(any Error, at: Responder)
  /// The owner of an asynchronous responder went away, or a newer value superseded the work
  /// under `.cancelPrevious`: its work was cancelled, or never began, and the value was dropped
  /// there.
  ///
  /// - `at`: the responder whose work was cancelled.
  case cancelled(at: Responder)
  /// An asynchronous responder under `.dropNew` was still working on a previous value: it took
  /// this one and dropped it, so it reached no outer responder.
  ///
  /// - `at`: the busy responder.
  case busy(at: Responder)
  /// The value was dropped: nested too deep or past the work limit of one dispatch,
  /// or stopped by a strict safety declaration under a test runner.
  ///
  /// - `reason`: the text of the runtime issue that says why.
  case dropped(reason: String)

  /// A responder the value met, as a reference: its ``site`` and ``kind`` are read only when asked.
  public struct Responder: Sendable, Equatable {
    /// The node of the responder: a reference, so that the outcome copies no site.
    let node: ResponderNode

    /// Where the responder was registered (with its current name).
    @MainActor public var site: ResponderSite { node.site }

    /// What kind of responder it is, such as `.handleEvent` (`.bridge` for a bridge to another chain).
    @MainActor public var kind: ResponderKind { node.kind ?? .bridge }

    /// Whether two references name the same responder.
    ///
    /// - Parameters:
    ///   - lhs: A responder.
    ///   - rhs: Another responder.
    public static func == (lhs: Responder, rhs: Responder) -> Bool { lhs.node === rhs.node }
  }

  /// Whether a responder handled the value (`false` while it is pending).
  public var isHandled: Bool {
    if case .handled = self { return true }
    return false
  }

  /// The responder the outcome names: the one that handled, threw, was cancelled, or is
  /// working on the value; `nil` when the value was unhandled or dropped.
  public var responder: Responder? {
    switch self {
    case .handled(let responder), .failed(_, let responder), .cancelled(let responder), .busy(let responder): responder
    case .pending(let pending): pending.responder
    case .unhandled, .dropped: nil
    }
  }
}
