import SwiftUI
import Testing

/// What a responder costs the views around it ("Performance" in Understanding Responders), on
/// Apple's SwiftUI: the counts HeadlessUI's tests pin ("Responder cost in body evaluations",
/// "Menu churn"), confirmed or refuted by the first run of the Apple workflow.
@MainActor @Suite(.serialized, .enabled(if: ProbeWindow.isAvailable))
struct CostProbes {
  @available(iOS 17.0, macOS 14.0, *)
  @Test("Rows reading triggerEvent below a responder re-evaluated at each tick are not re-evaluated")
  func rowsReadingTriggerEventAreNotReEvaluated() async {
    let model = CostProbeModel()
    let log = ProbeLog()
    let window = ProbeWindow(TriggerRowsScenario(model: model, log: log))
    defer { window.close() }
    await window.settle()
    let mounted = log.entries(startingWith: "row body").count
    #expect(mounted >= 20, "Performance: the 20 rows were evaluated \(mounted) times at mount")
    log.clear()
    for tick in 1...5 {
      model.tick = tick
      await window.settle(seconds: 0.3)
    }
    let rows = log.entries(startingWith: "row body").count
    #expect(rows == 0, "Performance: 5 re-evaluations of the responder above 20 rows re-evaluated rows \(rows) times (expected 0)")
  }

  @available(iOS 17.0, macOS 14.0, *)
  @Test("A focused editor re-rendered with its state unchanged does not re-evaluate what a command reads")
  func aStreamingFocusedViewDoesNotChurnTheFocusedValue() async {
    let model = CostProbeModel()
    let log = ProbeLog()
    let window = ProbeWindow(StreamingEditorScenario(model: model, log: log))
    defer { window.close() }
    await window.settle()
    let read = log.entries(startingWith: "reader body").last
    #expect(read == "reader body position", "Performance: with the editor focused, @FocusedValue(\\.triggerEvent) read \(read ?? "nothing")")
    log.clear()
    for tick in 1...5 {
      model.tick = tick
      await window.settle(seconds: 0.3)
    }
    let editor = log.entries(startingWith: "editor body").count
    let validations = log.entries(startingWith: "validation").count
    let reader = log.entries(startingWith: "reader body").count
    #expect(editor == 5, "Performance: the focused editor re-rendered \(editor) times for 5 ticks")
    #expect(validations == 5, "Performance: its validation ran \(validations) times for 5 ticks")
    #expect(reader == 0, "Performance: the reader of @FocusedValue(\\.triggerEvent) was re-evaluated \(reader) times (expected 0)")
  }
}
