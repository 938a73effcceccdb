/// Validation: the first responder on a position's path that
/// takes a type decides the state of the commands that send it.
extension TriggerEvent {
  /// The state of a command that sends events of `type` from this position, or `nil` when no
  /// responder on the path takes them.
  ///
  /// It walks outward as an event sent from here would, to the first responder that may take
  /// an event of `type` (as ``hasResponder(for:)`` does). That responder decides: the state of
  /// the first validation of the type met on the way to it (`validateEvent`,
  /// `handleEvent(_:isEnabled:handler:)`), or ``EventState/enabled`` when none was met. A
  /// validation outer to that responder does not count, so an inner responder that disables a
  /// command wins over an outer one that would enable it (AppKit's and Flutter's rule).
  ///
  /// ```swift
  /// // Fragment
  /// let state = triggerEvent.eventState(for: DeleteEvent.self)
  /// Button(state?.title ?? "Delete") { triggerEvent(DeleteEvent()) }
  ///   .disabled(state?.isEnabled != true)
  /// ```
  ///
  /// - Parameter type: the event type to ask about.
  /// - Returns: the state the deciding responder declared, or `nil` when none takes `type`.
  @MainActor
  public func eventState<E: Event>(for type: E.Type) -> EventState? {
    chain.eventState(for: type)
  }
}

extension ResponderChain {
  /// The state of commands for values of `type` sent from this position (see
  /// ``TriggerEvent/eventState(for:)``).
  @MainActor
  package func eventState(for type: Any.Type) -> EventState? {
    ResponderQuery(side: .event, question: .type(type)).answer(from: node)?.state
  }
}
