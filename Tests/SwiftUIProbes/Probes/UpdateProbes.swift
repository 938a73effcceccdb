import SwiftUI
import Testing

/// HeadlessUI/DEVICE-QUESTIONS.md, "Updates", and the `@StateObject` autoclosure in a modifier.
@MainActor @Suite(.serialized, .enabled(if: ProbeWindow.isAvailable))
struct UpdateProbes {
  @available(iOS 17.0, macOS 14.0, *)
  @Test("Is an equal ViewModifier made again inside a re-evaluated modifier's body skipped?")
  func anEqualModifierMadeAgainIsSkipped() async {
    let model = UpdateProbeModel()
    let log = ProbeLog()
    let window = ProbeWindow(ModifierUpdateScenario(model: model, log: log))
    defer { window.close() }
    await window.settle()
    log.clear()
    for tick in 1...3 {
      model.tick = tick
      await window.settle(seconds: 0.3)
    }
    let outer = log.entries(startingWith: "outer body").count
    let inner = log.entries(startingWith: "inner body").count
    #expect(outer == 3, "DEVICE-QUESTIONS, equal ViewModifier: the outer modifier's body ran \(outer) times for 3 parent updates")
    #expect(inner == 0, "DEVICE-QUESTIONS, equal ViewModifier: the equal inner modifier's body ran \(inner) times for 3 parent updates")
  }

  @available(iOS 17.0, macOS 14.0, *)
  @Test("A @StateObject's autoclosure in a ViewModifier runs once per identity of the modified view")
  func aStateObjectInAModifierIsMadeOnce() async {
    let model = UpdateProbeModel()
    let log = ProbeLog()
    let window = ProbeWindow(ModifierUpdateScenario(model: model, log: log))
    defer { window.close() }
    await window.settle()
    for tick in 1...3 {
      model.tick = tick
      await window.settle(seconds: 0.3)
    }
    let made = log.entries(startingWith: "modifier object made").count
    #expect(made == 1, "DEVICE-QUESTIONS, A @StateObject's autoclosure in a ViewModifier: SwiftUI made \(made) objects")
  }
}
