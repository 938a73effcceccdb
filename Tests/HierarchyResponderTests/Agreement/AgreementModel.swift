import HierarchyResponder

/// What the documentation says a random app does, written from the rules and not from the
/// production code (UnderstandingResponders.md, Phases and Validation; ARCHITECTURE.md, Phases):
///
/// - Delivery: a value sent from the focused position meets the capture responders on its path
///   outer to inner, then the bubbling ones inner to outer, then the fallbacks outer to inner; the
///   first that handles it stops it; a passing responder sees it and lets it go on.
/// - Validation: the first responder the value would meet that may take it decides the command's
///   state; its state is the first validation of the type met walking outward from the focused
///   position to it, or enabled when none; a capture responder decides before the inner ones, so for
///   it only the validations met after the last inner responder that may take the type count (its
///   own). No responder: the command is disabled. A command's state never changes delivery.
/// - Requests: the first request responder met in the same order answers.
/// - Undo: an undoable responder that handles the value names the Undo command after its action.
/// - Errors: a responder that throws ends the event's trip; the error goes on from it, and with no
///   error responder it reaches the root unhandled, as the unhandled value.
struct AgreementModel {
  /// What the model predicts for one command type.
  struct Command: Equatable, CustomStringConvertible {
    /// The layer whose responder decides the command's state (the first the value meets).
    var taker: Int?
    /// The command's state (`nil`: no responder, the command is disabled).
    var state: EventState?
    /// The layers whose responders see the value, in order.
    var seen: [Int]
    /// The layer that handles it, or `nil` when it reaches the root unhandled.
    var handler: Int?
    /// The layer whose responder throws `AgreeFailure` instead: the error, not the event, then
    /// reaches the root unhandled.
    var thrower: Int?
    /// The Undo command's title after it, when an undoable responder handled it.
    var undoTitle: String?

    var description: String {
      "taker \(taker.map { "L\($0)" } ?? "none"), state \(state.map(AgreementLayer.describe) ?? "none"), "
        + "seen \(seen.map { "L\($0)" }), handler \(handler.map { "L\($0)" } ?? "none")"
        + (thrower.map { ", thrown by L\($0)" } ?? "")
        + (undoTitle.map { ", \($0)" } ?? "")
    }
  }

  /// One node of the path, outer first: a layer's responder, or a validation (a responder's own
  /// is just inside it).
  private enum PathNode {
    case responder(layer: Int, type: Int, phase: ResponderPhase, behavior: AgreementLayer.Behavior)
    case validation(type: Int, state: EventState)
    case answers(layer: Int, phase: ResponderPhase)
  }

  private let path: [PathNode]

  init(_ scenario: AgreementScenario) {
    path = scenario.layers.prefix(scenario.focus).flatMap { layer -> [PathNode] in
      switch layer.role {
      case .responder(let type, let phase, let behavior, let validation):
        [.responder(layer: layer.index, type: type, phase: phase, behavior: behavior)]
          + (validation.map { [.validation(type: type, state: $0)] } ?? [])
      case .validation(let type, let state):
        [.validation(type: type, state: state)]
      case .answers(let phase):
        [.answers(layer: layer.index, phase: phase)]
      }
    }
  }

  /// What a command sending events of type `type` (0…2) from the focused position does.
  func command(_ type: Int) -> Command {
    let candidates = path.indices.filter {
      if case .responder(_, type, _, _) = path[$0] { return true } else { return false }
    }
    let order = Self.visitingOrder(candidates) { phase(of: path[$0]) }
    var seen: [Int] = []
    var handler: Int?
    var undoTitle: String?
    var thrower: Int?
    for index in order {
      guard case .responder(let layer, _, _, let behavior) = path[index] else { continue }
      seen.append(layer)
      if behavior == .throws {
        thrower = layer
        break
      }
      if behavior != .passes {
        handler = layer
        if behavior == .undoable { undoTitle = "Undo L\(layer)" }
        break
      }
    }
    guard let takerIndex = order.first, case .responder(let taker, _, let phase, _) = path[takerIndex] else {
      return Command(taker: nil, state: nil, seen: seen, handler: handler, thrower: thrower, undoTitle: undoTitle)
    }
    // The validations that count: between the taker and the focused position, or, for a capture
    // taker, between it and the nearest inner responder that may take the type.
    let limit = phase == .capture ? (candidates.first { $0 > takerIndex } ?? path.count) : path.count
    let state = (takerIndex + 1..<limit).reversed().lazy.compactMap { index -> EventState? in
      if case .validation(type, let state) = path[index] { return state } else { return nil }
    }.first ?? .enabled
    return Command(taker: taker, state: state, seen: seen, handler: handler, thrower: thrower, undoTitle: undoTitle)
  }

  /// The layer that answers `AgreeQuestion` asked from the focused position, or `nil`.
  var answerer: Int? {
    let candidates = path.indices.filter {
      if case .answers = path[$0] { return true } else { return false }
    }
    guard let first = Self.visitingOrder(candidates, phase: { phase(of: path[$0]) }).first,
      case .answers(let layer, _) = path[first]
    else { return nil }
    return layer
  }

  private func phase(of node: PathNode) -> ResponderPhase {
    switch node {
    case .responder(_, _, let phase, _), .answers(_, let phase): phase
    case .validation: .bubble
    }
  }

  /// Capture nodes outer to inner, bubbling ones inner to outer, fallbacks outer to inner.
  private static func visitingOrder(_ candidates: [Int], phase: (Int) -> ResponderPhase) -> [Int] {
    candidates.filter { phase($0) == .capture } + candidates.reversed().filter { phase($0) == .bubble }
      + candidates.filter { phase($0) == .fallback }
  }
}
