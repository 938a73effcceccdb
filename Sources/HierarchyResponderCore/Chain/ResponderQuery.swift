/// The outward query: who on one side of a position would take a value of a type, and what it
/// would say, asked without sending anything.
///
/// Capability (`hasResponder(for:)`), validation (`eventState(for:)`) and the declarations'
/// check for an explicit responder (`.triggers`, `.reports`, `.requests`) are this one walk
/// with different questions. It visits the nodes a value sent from the start would meet, in
/// the same order (the dispatcher's shortcuts of the side), and ends at the first taker:
/// - for a type (``Question/type(_:)``): an event or error node that the dispatcher would ask
///   (its pass predicate does not pass it) and that may act on the type
///   (``ResponderNode/mayTake(_:)``), or a request node that answers the type;
/// - for a value (``Question/explicitlyAccepting(_:)``): a typed responder or a registration
///   that accepts this very value (``ResponderNode/explicitlyAccepts(_:)``); for a request, a node
///   that answers its type.
///
/// What the taker would say is the state of the first validation of the type met on the way to
/// it (``EventValidationNode``), or ``EventState/enabled`` when none was met: a validation outer
/// to the taker does not count.
///
/// ```swift
/// // Fragment
/// let state = ResponderQuery(side: .event, question: .type(DeleteEvent.self)).answer(from: node)?.state
/// ```
@MainActor
package struct ResponderQuery {
  /// What is asked about.
  package enum Question {
    /// Values of this dynamic type: who may take one.
    case type(Any.Type)
    /// This value: which explicit (typed) responder accepts it.
    case explicitlyAccepting(Payload)
  }

  /// The first taker, and what it would say.
  package struct Answer {
    /// The node that would take the value.
    package let taker: ResponderNode
    /// The state the first validation met on the way declared, or ``EventState/enabled``.
    package let state: EventState
  }

  /// The side walked.
  package let side: ResponderSide
  /// What is asked.
  package let question: Question

  package init(side: ResponderSide, question: Question) {
    self.side = side
    self.question = question
  }

  /// The first taker at or outer to `start` on this side, or `nil` when none is up to the root.
  package func answer(from start: ResponderNode?) -> Answer? {
    let type: Any.Type =
      switch question {
      case .type(let type): type
      case .explicitlyAccepting(let value): value.request?.requestType ?? value.dynamicType
      }
    let identifier = ObjectIdentifier(type)
    let key = UInt(bitPattern: identifier)
    let plain = Payload.isPlain(type)
    var validated: EventState?
    var current = first(from: start)
    while let node = current {
      if let validation = node as? EventValidationNode {
        if validated == nil, validation.validates(type) { validated = validation.state }
      } else if takes(node, type: type, key: key, identifier: identifier, plain: plain) {
        return Answer(taker: node, state: validated ?? .enabled)
      }
      current = next(after: node)
    }
    return nil
  }

  /// Whether `node` would take the value asked about.
  private func takes(_ node: ResponderNode, type: Any.Type, key: UInt, identifier: ObjectIdentifier, plain: Bool) -> Bool {
    // A request node's pass key names its envelope's type, not the request's: it is asked.
    if side == .request { return node.mayTake(type) }
    switch question {
    case .type: return !node.passes(key: key, type: identifier, plain: plain) && node.mayTake(type)
    case .explicitlyAccepting(let value): return node.explicitlyAccepts(value)
    }
  }

  /// The first node of this side at or outer to `start`.
  private func first(from start: ResponderNode?) -> ResponderNode? {
    start?.entry(for: side)
  }

  /// The next node of this side outer to `node`.
  private func next(after node: ResponderNode) -> ResponderNode? {
    node.outer(side)
  }
}
