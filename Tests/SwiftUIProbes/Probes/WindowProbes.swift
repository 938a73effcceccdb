import SwiftUI
import Testing

/// HeadlessUI/DEVICE-QUESTIONS.md, "Windows": whether a window group's content is made once per
/// window.
@MainActor @Suite(.serialized, .enabled(if: ProbeWindow.isAvailable))
struct WindowProbes {
  /// What a window group whose content were made once would do: one content value hosted in two
  /// windows starts both windows' `@State` from the same object. HeadlessUI therefore makes the
  /// content anew for each window (`AppHost.openWindow(id:)`), so that each gets its own object.
  @Test("One content value hosted in two windows starts both windows' @State from the same object")
  func aTemplateHostedTwiceKeepsOneInitialObject() async {
    let log = ProbeLog()
    let template = WindowModelScenario(log: log, model: WindowProbeModel(number: 1))
    let first = ProbeWindow(template)
    defer { first.close() }
    let second = ProbeWindow(template)
    defer { second.close() }
    await first.settle()
    await second.settle()
    let shown = log.entries(startingWith: "shows model")
    #expect(shown.count == 2, "DEVICE-QUESTIONS, a window group's content: \(shown.count) windows showed the model")
    #expect(Set(shown).count == 1, "DEVICE-QUESTIONS, a window group's content: one template value gave the windows different objects: \(shown)")
  }
}
