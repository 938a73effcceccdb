/// What an asynchronous responder does with a value that arrives while its work for a previous
/// value still runs.
///
/// Two taps on an asynchronous "Pay" send two events; the policy of the responder that pays
/// says what the second one does:
///
/// - ``concurrent`` (the default): both run side by side.
/// - ``dropNew``: the second stops at the responder, which took it: it reaches no outer
///   responder, so a second payment never starts anywhere. Its journey ends ``Journey/Outcome/busy(at:)``.
/// - ``cancelPrevious``: the first one's work is cancelled (what it produces afterwards is
///   dropped; its journey ends ``Journey/Outcome/cancelled(at:superseded:)``, superseded) and the second
///   one runs.
/// - ``enqueue``: the second one waits until the first one finished, then runs: values run one
///   at a time, in the order they arrived. Its journey records ``Journey/Action/queued``.
///   Removing the responder's view cancels the work running and every value waiting.
///
/// ```swift
/// // Fragment
/// let chain = ResponderChain().addingResponder(for: PayEvent.self, kind: .handleEvent, scope: scope, inFlight: .dropNew) { pay in
///   try await payments.charge(pay.amount)
///   return .handled
/// }
/// ```
///
/// Only asynchronous responders have work in flight: a synchronous responder finishes with a
/// value before the next one can arrive.
public enum InFlightPolicy: Hashable, Sendable, CustomStringConvertible {
  /// Every value starts its own work at once, whatever runs already.
  case concurrent
  /// A value arriving while previous work runs (or waits) is dropped where the responder stands:
  /// the responder took it, so it goes no further.
  case dropNew
  /// A value arriving while previous work runs cancels that work, then starts its own.
  case cancelPrevious
  /// A value arriving while previous work runs (or waits) waits its turn: one value at a time, in
  /// the order they arrived.
  case enqueue

  /// The policy as written in a modifier, as in `.dropNew`.
  public var description: String {
    switch self {
    case .concurrent: ".concurrent"
    case .dropNew: ".dropNew"
    case .cancelPrevious: ".cancelPrevious"
    case .enqueue: ".enqueue"
    }
  }
}
