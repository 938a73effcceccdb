import Observation
import SwiftUI

// Scenarios of HeadlessUI/DEVICE-QUESTIONS.md, "Updates", and of the `@StateObject` autoclosure in
// a `ViewModifier` ("Async work and publishing").

/// The value a probe changes to make a parent re-evaluate.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor @Observable
final class UpdateProbeModel {
  var tick = 0
}

/// An `Equatable` modifier that logs its body evaluations.
struct EqualInnerModifier: ViewModifier, Equatable {
  let label: String
  let log: ProbeLog

  func body(content: Content) -> some View {
    log.add("inner body")
    return content
  }

  nonisolated static func == (lhs: EqualInnerModifier, rhs: EqualInnerModifier) -> Bool { lhs.label == rhs.label }
}

/// A modifier holding a closure (so it counts as changed whenever its parent re-evaluates) whose
/// body applies an equal ``EqualInnerModifier`` each time.
struct ClosureOuterModifier: ViewModifier {
  let action: () -> Void
  let log: ProbeLog

  func body(content: Content) -> some View {
    log.add("outer body")
    return content.modifier(EqualInnerModifier(label: "same", log: log))
  }
}

/// A parent that re-evaluates on every tick and applies the outer modifier and a `@StateObject`
/// modifier to its child.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct ModifierUpdateScenario: View {
  let model: UpdateProbeModel
  let log: ProbeLog

  var body: some View {
    Text("tick \(model.tick)")
      .modifier(ClosureOuterModifier(action: {}, log: log))
      .modifier(StateObjectModifier(log: log))
  }
}
