/// The outward query: who on one side of a position would take a value of a type, and what it
/// would say, asked without sending anything.
///
/// Capability (`hasResponder(for:)`), validation (`eventState(for:)`), the declarations'
/// check for an explicit responder (`.triggers`, `.reports`, `.requests`) and the layer's test for
/// a window-level position (``ResponderChain/isWithoutEventResponders``) are this one walk with
/// different questions: no other code walks the chain outward to find who would take a value. It visits the nodes a value sent from the start would meet, in
/// the same order (the dispatcher's shortcuts of the side), and ends at the first taker:
/// - for a type (``Question/type(_:)``): an event or error node that the dispatcher would ask
///   (its pass predicate does not pass it) and that may act on the type
///   (``ResponderNode/mayTake(_:)``), or a request node that answers the type;
/// - for a value (``Question/explicitlyAccepting(_:)``): a typed responder or a registration
///   that accepts this very value (``ResponderNode/explicitlyAccepts(_:)``); for a request, a node
///   that answers its type;
/// - for any value (``Question/anything``): a responder of any kind that the dispatcher would
///   ask (``ResponderNode/respondsToValues``); safety declarations, validations, registrations and
///   journey observers are not responders.
///
/// The phases count as the dispatcher asks them (``ResponderPhase``): a capture responder that
/// may take the value takes it before everyone (the outermost one first); a fallback takes it only
/// when no other node would (the outermost one). The walk goes past the first taker only when a
/// capture responder is outer to the start.
///
/// What the taker would say is the state of the first validation of the type met on the way to
/// it (``EventValidationNode``), or ``EventState/enabled`` when none was met: a validation outer
/// to the taker does not count. A capture taker decides before the inner responders, so for it
/// only a validation met after the last inner node that may take the type counts (its own), not
/// one an inner responder declared.
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
    /// A value of any type: whether any responder is there at all.
    case anything
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
      // Never compared: a node answers this question by itself (``ResponderNode/respondsToValues``).
      case .anything: Any.self
      }
    let identifier = ObjectIdentifier(type)
    let key = UInt(bitPattern: identifier)
    let plain = Payload.isPlain(type)
    var validated: EventState?
    // The first validation met since the last node that may take the type: the one written for
    // the next such node. A capture responder decides before the inner ones, so only its own
    // validation counts for it, not one that an inner responder declared.
    var ownValidation: EventState?
    // Whether any responder is there: the first answers it, and validations (no responders, whose
    // state answers questions about a type) are not read.
    let anyResponderAnswers = if case .anything = question { true } else { false }
    // Past the first bubbling taker only to find a capture responder outer to it.
    let capturing = start?.capturesAtOrOuter == true
    var taker: Answer?
    var capturer: Answer?
    var fallback: Answer?
    var current = first(from: start)
    while let node = current {
      if !anyResponderAnswers, let validation = node as? EventValidationNode {
        if validation.validates(type) {
          if validated == nil { validated = validation.state }
          if ownValidation == nil { ownValidation = validation.state }
        }
      } else if node.phase != .bubble {
        if mayTakeInItsPhase(node, type: type) {
          // The outermost of each phase: it is asked first.
          if node.phase == .capture {
            capturer = Answer(taker: node, state: ownValidation ?? .enabled)
          } else if taker == nil {
            fallback = Answer(taker: node, state: validated ?? .enabled)
          }
          if anyResponderAnswers { break }
          ownValidation = nil
        }
      } else if takes(node, type: type, key: key, identifier: identifier, plain: plain) {
        if taker == nil {
          taker = Answer(taker: node, state: validated ?? .enabled)
          if !capturing || anyResponderAnswers { break }
        }
        ownValidation = nil
      }
      current = next(after: node)
    }
    return capturer ?? taker ?? fallback
  }

  /// Whether a capture or fallback `node`, which the loop never asks (its pass key), would take
  /// the value asked about in its own phase.
  private func mayTakeInItsPhase(_ node: ResponderNode, type: Any.Type) -> Bool {
    switch question {
    case .anything: node.respondsToValues
    case .explicitlyAccepting(let value) where side != .request: node.explicitlyAccepts(value)
    default: node.mayTake(type)
    }
  }

  /// Whether `node` would take the value asked about.
  private func takes(_ node: ResponderNode, type: Any.Type, key: UInt, identifier: ObjectIdentifier, plain: Bool) -> Bool {
    if case .anything = question { return node.passKey != PassKey.never && node.respondsToValues }
    // A request node's pass key names its envelope's type, not the request's: it is asked.
    if side == .request { return node.mayTake(type) }
    switch question {
    case .type: return !node.passes(key: key, type: identifier, plain: plain) && node.mayTake(type)
    case .explicitlyAccepting(let value): return node.explicitlyAccepts(value)
    case .anything: return false
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
