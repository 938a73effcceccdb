/// What travels with a value along the chain, besides the value itself.
///
/// A small value type on the stack: dispatch of an event allocates nothing when
/// nobody observes journeys.
package struct DispatchContext {
  /// Where the current value entered the chain (trigger call, or the responder that threw or caught).
  package var origin: DispatchOrigin
  /// The journey being recorded, when an observer is interested.
  package var journey: JourneyRecorder?
  /// The type (by identity) that an inner `.triggers`/`.reports` declaration already listed.
  package var declaredType: ObjectIdentifier?
  /// The dynamic type (by identity) of the value now travelling, set by the
  /// dispatcher once per value so that nodes need not ask the runtime.
  package var valueType: ObjectIdentifier
  /// Where the value now travelling started: the sender's position, or the first node after the
  /// responder that replaced it. Unretained: the sender keeps it alive for the synchronous part of
  /// the trip, and asynchronous work keeps it alive while it runs (``SuspendedWork``); written at
  /// every replacement, where a reference count would cost each transforming hop about 45
  /// instructions (`Docs/Design/FastPath.md`). Read only by the capture and fallback phases
  /// (``ResponderPhase``).
  package var start: Unmanaged<ResponderNode>?
  /// The value sent and its sender's position, for an error that offers to send
  /// it again.
  package var sent: SentValue

  /// Where the trip's end is written, when the sender asked for the outcome; `nil` for a plain
  /// trigger, so its terminal steps test one word.
  package var outcome: OutcomeRecorder?

  /// The recorder of ``outcome``, when there is one.
  @inline(__always)
  package var outcomeRecorder: OutcomeRecorder? { outcome }

  package init(
    origin: consuming DispatchOrigin, journey: consuming JourneyRecorder?, sender: Unmanaged<ResponderNode>? = nil,
    outcome: OutcomeRecorder? = nil
  ) {
    self.origin = origin
    self.journey = journey
    self.outcome = outcome
    self.declaredType = nil
    self.valueType = ObjectIdentifier(Never.self)
    self.sent = SentValue(from: sender)
    self.start = sender
  }

  /// This context for work that outlives the synchronous dispatch (an asynchronous
  /// responder's), while `payload` travels: the sender's position is no longer kept
  /// alive by its caller, so it is kept weakly (``SentValue/detached(travelling:)``).
  @MainActor
  package func detached(travelling payload: Payload) -> DispatchContext {
    var context = self
    context.sent = sent.detached(travelling: payload, following: outcomeRecorder?.retryFollower)
    return context
  }
}
