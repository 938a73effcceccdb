import HeadlessUI
import HierarchyResponder
import Observation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Menu re-evaluations, counted (no clock, no callgrind): an app whose focused editor re-renders
// N times with nothing it publishes changed (a stream it shows), then changes its validation's
// result N times, with two commands in the menu bar: an `EventCommand` and a command written by
// hand that reads `@FocusedValue(\.triggerEvent)`. Prints the commands' body evaluations per
// update; exits 1 when a count is not the expected one (0 per unchanged re-render, 1 per
// validation change for the `EventCommand`, 0 for the hand-written command, which reads only
// the position).
//
//   MenuReevaluation [N]          # N = 100 by default

private struct Bold: Event {}
private struct Archive: Event {}

@Observable
@MainActor
private final class EditorModel {
  var ticks = 0
  var isBold = false
}

private struct Editor: View {
  let model: EditorModel
  @State private var text = ""

  var body: some View {
    VStack {
      Text("tick \(model.ticks)")
      TextField("Body", text: $text)
        .validateEvent(Bold.self) { EventState(isEnabled: true, isOn: model.isBold) }
        .handleEvent(Bold.self) { model.isBold.toggle() }
    }
    .handleEvent(Archive.self) {}
  }
}

private struct ArchiveCommand: View {
  @FocusedValue(\.triggerEvent) private var triggerEvent

  var body: some View {
    Button("Archive") { triggerEvent?(Archive()) }
      .disabled(triggerEvent?.hasResponder(for: Archive.self) != true)
  }
}

private struct EditorApp: App {
  var model = EditorModel()

  var body: some Scene {
    WindowGroup { Editor(model: model) }
      .commands {
        CommandMenu("Format") {
          EventCommand("Bold", event: Bold())
          ArchiveCommand()
        }
      }
  }
}

let updates = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 100 : 100

/// Prints the counts; whether one is not the expected one.
@MainActor
private func measure() -> Bool {
  let model = EditorModel()
  let app = AppHost(EditorApp(model: model))
  try! app.keyWindow!.host.textField("Body").focus()
  try! app.update()

  /// The commands' body evaluations per update over `updates` runs of `change`.
  @MainActor func perUpdate(_ change: () -> Void) -> (eventCommand: Double, handWritten: Double) {
    app.resetBodyEvaluationCounts()
    for _ in 0..<updates {
      change()
      try! app.update()
    }
    let count = { (type: Any.Type) in Double(app.menuBarBodyEvaluationCount(of: type)) / Double(updates) }
    return (count(EventCommand<Text>.self), count(ArchiveCommand.self))
  }

  let unchanged = perUpdate { model.ticks += 1 }
  let validation = perUpdate { model.isBold.toggle() }
  print("command body evaluations per update (\(updates) updates each)")
  print("                                         EventCommand  hand-written")
  print("focused view re-rendered, state unchanged", unchanged.eventCommand, unchanged.handWritten, separator: "  ")
  print("validation's result changed              ", validation.eventCommand, validation.handWritten, separator: "  ")
  return unchanged != (0, 0) || validation != (1, 0)
}

exit(MainActor.assumeIsolated { measure() } ? 1 : 0)
