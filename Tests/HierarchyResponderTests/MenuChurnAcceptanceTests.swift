// Commands and Identity rules in numbers: a menu command is re-evaluated only when what it depends
// on changed (the focused position, or the state a validation on its path declares), never because
// the focused view's body ran again. A focused editor that re-renders while nothing it publishes
// changes (a clock, a stream) must not churn the menu: publishing a new closure on every body run
// rebuilds it (onevcat/Prowl#414). Counted with HeadlessUI's AppHost, whose `@FocusedValue`
// re-evaluates a reader when the value it reads changes, as SwiftUI's does (Apple's `FocusedValue`
// documentation: the view re-renders when the focused value changes).
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Observation
  import Testing

  struct StreamBoldEvent: Event {}
  struct StreamArchiveEvent: Event {}

  /// What the editor shows and how often its validation ran.
  @Observable
  @MainActor
  final class StreamingEditorModel {
    /// Ticks of a stream the editor shows: each one re-renders it, its text and state unchanged.
    var ticks = 0
    var isBold = false
    @ObservationIgnored var validations = 0
  }

  /// A focused editor that re-renders on every tick, with a Bold validation and responder, inside
  /// a window that takes Archive.
  struct StreamingEditor: View {
    let model: StreamingEditorModel
    @State private var text = ""

    var body: some View {
      VStack {
        Text("tick \(model.ticks)")
        TextField("Body", text: $text)
          .validateEvent(StreamBoldEvent.self) {
            model.validations += 1
            return EventState(isEnabled: !text.isEmpty, isOn: model.isBold)
          }
          .handleEvent(StreamBoldEvent.self) { model.isBold.toggle() }
        Text("Other").focusable()
      }
      .handleEvent(StreamArchiveEvent.self) {}
    }
  }

  /// A command written by hand: it reads the focused position and nothing else.
  struct HandWrittenArchiveCommand: View {
    @FocusedValue(\.triggerEvent) private var triggerEvent

    var body: some View {
      Button("Archive") { triggerEvent?(StreamArchiveEvent()) }
        .disabled(triggerEvent?.hasResponder(for: StreamArchiveEvent.self) != true)
    }
  }

  struct StreamingEditorApp: App {
    var model = StreamingEditorModel()

    var body: some Scene {
      WindowGroup { StreamingEditor(model: model) }
        .commands {
          CommandMenu("Format") {
            EventCommand("Bold", event: StreamBoldEvent())
            HandWrittenArchiveCommand()
          }
        }
    }
  }

  @MainActor
  @Suite("Menu churn: a command is re-evaluated only when what it depends on changed (Commands, Identity)")
  struct MenuChurnAcceptanceTests {
    /// The app with the editor focused, its counts reset.
    private func focusedEditor() throws -> (AppHost, HostedWindow, StreamingEditorModel) {
      let model = StreamingEditorModel()
      let app = AppHost(StreamingEditorApp(model: model))
      let window = try #require(app.keyWindow)
      try window.host.textField("Body").focus()
      try app.update()
      app.resetBodyEvaluationCounts()
      model.validations = 0
      return (app, window, model)
    }

    /// How many times each command was re-evaluated since the last reset.
    private func commandEvaluations(in app: AppHost) -> (eventCommand: Int, handWritten: Int) {
      (app.menuBarBodyEvaluationCount(of: EventCommand<Text>.self), app.menuBarBodyEvaluationCount(of: HandWrittenArchiveCommand.self))
    }

    @Test("Ten re-renders of the focused editor, its state unchanged, re-evaluate no command; its validation runs at each")
    func unchangedReRendersReEvaluateNoCommand() throws {
      let (app, window, model) = try focusedEditor()
      for _ in 0..<10 {
        model.ticks += 1
        try app.update()
      }
      #expect(try window.host.find(text: "tick 10").isMounted)
      #expect(window.host.bodyEvaluationCount(of: StreamingEditor.self) == 10)
      #expect(model.validations == 10)
      let counts = commandEvaluations(in: app)
      #expect(counts.eventCommand == 0)
      #expect(counts.handWritten == 0)
    }

    @Test("A validation's change re-evaluates the EventCommand it decides once, and not a command that reads only the position")
    func validationChangeReEvaluatesOnce() throws {
      let (app, window, model) = try focusedEditor()
      #expect(try app.menuItem("Bold").isEnabled == false)
      try window.host.textField("Body").enterText("Hello")
      #expect(try app.menuItem("Bold").isEnabled)
      #expect(commandEvaluations(in: app) == (1, 0))
      model.isBold = true
      try app.update()
      #expect(try app.menuItem("Bold").isOn == true)
      #expect(commandEvaluations(in: app) == (2, 0))
      model.ticks += 1
      try app.update()
      #expect(commandEvaluations(in: app) == (2, 0))
    }

    @Test("Focus moving to another position re-evaluates each command once")
    func focusMoveReEvaluatesOnce() throws {
      let (app, window, _) = try focusedEditor()
      try window.host.find(text: "Other").focus()
      try app.update()
      #expect(try app.menuItem("Bold").isEnabled == false)
      #expect(try app.menuItem("Archive").isEnabled)
      #expect(commandEvaluations(in: app) == (1, 1))
    }
  }
#endif
