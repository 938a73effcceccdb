import HierarchyResponder
import TestSupport

// The random apps of the agreement test (issue 49): a path of layers from the window's root to a
// focused position, each layer a responder (capture, bubble or fallback; handling, passing or
// undoable; with or without its own validation), a validation alone, or a request responder.
// Nothing here knows the dispatch rules: `AgreementModel` interprets a scenario.

/// The events the commands of a random app send: `AgreeE0`…`AgreeE2`.
struct AgreeE0: Event {}
struct AgreeE1: Event {}
struct AgreeE2: Event {}
/// What an undoable responder registers: handled at the root of every random app.
struct AgreeInverse: Event {}
/// What a throwing responder throws.
struct AgreeFailure: Error {}
/// The request a random app's Ask button sends.
struct AgreeQuestion: ResponderRequest {
  typealias Response = String
}

/// One layer of a random app, outer layers first.
struct AgreementLayer: CustomStringConvertible {
  /// What a responder does with the events of its type.
  enum Behavior: Equatable {
    /// `handleEvent`: takes it.
    case handles
    /// `receiveEvent` returning `.notHandled`: sees it and lets it go on.
    case passes
    /// `handleUndoableEvent`: takes it and registers an undo named `Undo L<index>`.
    case undoable
    /// `handleEvent` whose handler throws `AgreeFailure`, an error nothing in the app handles.
    case `throws`
  }

  enum Role {
    /// A responder to the event type `type` (0…2), in `phase`, with its own validation (written
    /// just inside it) when `validation` is not `nil`.
    case responder(type: Int, phase: ResponderPhase, behavior: Behavior, validation: EventState?)
    /// A validation of `type` alone.
    case validation(type: Int, state: EventState)
    /// A responder that answers `AgreeQuestion`, in `phase`.
    case answers(phase: ResponderPhase)
  }

  var index: Int
  var role: Role

  /// The undo action name an undoable layer registers.
  var actionName: String { "L\(index)" }

  var description: String {
    switch role {
    case .responder(let type, let phase, let behavior, let validation):
      "L\(index): \(behavior) E\(type) (\(phase))" + (validation.map { " validated \(Self.describe($0))" } ?? "")
    case .validation(let type, let state):
      "L\(index): validation E\(type) \(Self.describe(state))"
    case .answers(let phase):
      "L\(index): answers AgreeQuestion (\(phase))"
    }
  }

  static func describe(_ state: EventState) -> String {
    "[\(state.isEnabled ? "enabled" : "disabled")\(state.isOn.map { $0 ? ", on" : ", off" } ?? "")\(state.title.map { ", \($0.debugDescription)" } ?? "")]"
  }
}

/// A random app: its layers, outer first, and how many of them are outer to the focused
/// position (the layers from `focus` on wrap a sibling of the focused controls, off their path).
struct AgreementScenario: CustomStringConvertible {
  var layers: [AgreementLayer]
  var focus: Int

  static func random(using random: inout SplitMix64) -> AgreementScenario {
    let count = random.below(9)
    let phases: [ResponderPhase] = [.capture, .bubble, .bubble, .fallback]
    let layers = (0..<count).map { index -> AgreementLayer in
      let draw = random.below(100)
      let role: AgreementLayer.Role
      if draw < 65 {
        let behavior: AgreementLayer.Behavior =
          random.chance(45) ? .handles : random.chance(55) ? .passes : random.chance(70) ? .undoable : .throws
        // `handleUndoableEvent` has no phase: it bubbles.
        let phase = behavior == .undoable ? .bubble : phases[random.below(phases.count)]
        role = .responder(
          type: random.below(3), phase: phase, behavior: behavior, validation: random.chance(40) ? randomState(&random) : nil)
      } else if draw < 85 {
        role = .validation(type: random.below(3), state: randomState(&random))
      } else {
        role = .answers(phase: phases[random.below(phases.count)])
      }
      return AgreementLayer(index: index, role: role)
    }
    return AgreementScenario(layers: layers, focus: count == 0 ? 0 : count - random.below(min(count, 3) + 1))
  }

  private static func randomState(_ random: inout SplitMix64) -> EventState {
    EventState(
      isEnabled: random.chance(60), isOn: random.chance(30) ? random.chance(50) : nil,
      title: random.chance(30) ? "Title \(random.below(100))" : nil)
  }

  var description: String {
    "focus after \(focus) of \(layers.count) layers:\n" + layers.map { "  \($0)" }.joined(separator: "\n")
  }
}
