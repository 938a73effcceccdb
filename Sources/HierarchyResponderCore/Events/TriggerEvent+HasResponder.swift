/// The capability query: whether some responder outer to a position
/// takes values of a type, asked without sending anything.
extension TriggerEvent {
  /// Whether some event responder on this position's path takes events of `type`.
  ///
  /// It walks the responders outer to the position, as an event sent from here would, and
  /// answers `true` at the first that may act on an event of `type`:
  /// - a typed responder (`handleEvent`, `receiveEvent`, `transformEvent`) for `type` itself or
  ///   for a type that values of `type` cast to (a superclass);
  /// - a responder for a protocol or a wrapper such as `AnyHashable`: whether a value casts to
  ///   it is known only for a value, so it counts as one that may take it;
  /// - an untyped responder (every event reaches it), and a bridge (UIKit, a test's
  ///   `TriggerEvent { … }`).
  ///
  /// A `receiveEvent` that may decline counts: the question is whether anything would be asked,
  /// not what it would answer. Safety declarations, registrations and journey observers do not
  /// count. The empty chain (the root) has none.
  ///
  /// Menu commands use it to disable themselves when nothing would take their event, as AppKit
  /// validates nil-targeted menu items:
  ///
  /// ```swift
  /// // Fragment
  /// Button("Delete") { triggerEvent(DeleteEvent()) }
  ///   .disabled(!triggerEvent.hasResponder(for: DeleteEvent.self))
  /// ```
  ///
  /// - Parameter type: the event type to ask about.
  /// - Returns: `true` when a responder on the path may take events of `type`.
  @MainActor
  public func hasResponder<E: Event>(for type: E.Type) -> Bool {
    chain.hasEventResponder(for: type)
  }
}

extension ResponderChain {
  /// Whether a node of the event side at or outer to this position may take values of `type`
  /// (the outward query, ``ResponderQuery``).
  @MainActor
  package func hasEventResponder(for type: Any.Type) -> Bool {
    ResponderQuery(side: .event, question: .type(type)).answer(from: node) != nil
  }
}

extension ResponderChain {
  /// Whether no event responder is at or outer to this position (safety declarations,
  /// validations, journey observers and registrations do not count): the outward query for any
  /// value (``ResponderQuery/Question/anything``).
  @MainActor
  package var isWithoutEventResponders: Bool {
    ResponderQuery(side: .event, question: .anything).answer(from: node) == nil
  }
}
