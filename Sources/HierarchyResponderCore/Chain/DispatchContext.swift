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
  /// Where the trip's end is written, when the sender asked for the outcome (ARCHITECTURE.md,
  /// rule 18); `nil` for a plain trigger, so its terminal steps test one word.
  package var outcome: OutcomeRecorder?

  package init(origin: consuming DispatchOrigin, journey: consuming JourneyRecorder?, outcome: OutcomeRecorder? = nil) {
    self.origin = origin
    self.journey = journey
    self.outcome = outcome
    self.declaredType = nil
    self.valueType = ObjectIdentifier(Never.self)
  }
}
