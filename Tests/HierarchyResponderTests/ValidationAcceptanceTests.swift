// Acceptance tests of ARCHITECTURE.md, Validation: the first responder on a command's path that
// takes its event's type decides the command's state (enabled, a checkmark, a title), as
// AppKit's `validateMenuItem(_:)` and Flutter's `Action.isEnabled(_:)` let the object that would
// receive the action decide. A notes window driven through HeadlessUI's AppHost.
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Observation
  import Testing

  struct DeleteSelectedNoteEvent: Event {}
  struct ToggleBoldEvent: Event {}
  struct PinNoteEvent: Event {}

  /// What the responders of the validation tests did.
  @MainActor
  final class ValidationLog {
    static let shared = ValidationLog()
    var entries: [String] = []
  }

  /// The pinned state of a note, an observable model the Pin validation reads.
  @Observable
  @MainActor
  final class PinModel {
    var isPinned = false
    var isLocked = false
  }

  /// A list with a selection, an editor whose Bold command shows a checkmark; the window's own
  /// responders (window-level, the Commands rule) take Delete, enabled only while a note is selected, and
  /// Pin, titled from an observable model.
  struct ValidatedNotesWindow: View {
    let pins: PinModel
    @State private var notes = ["Groceries", "Ideas"]
    @State private var selection: String?
    @State private var text = ""
    @State private var isBold = false

    var body: some View {
      VStack {
        List {
          ForEach(notes, id: \.self) { note in
            Button("Select \(note)") { selection = note }
          }
        }
        TextField("Body", text: $text)
          .validateEvent(ToggleBoldEvent.self) { EventState(isEnabled: !text.isEmpty, isOn: isBold) }
          .handleEvent(ToggleBoldEvent.self) { isBold.toggle() }
      }
      .validateEvent(PinNoteEvent.self) {
        EventState(isEnabled: !pins.isLocked, title: pins.isPinned ? "Unpin" : "Pin")
      }
      .handleEvent(PinNoteEvent.self) { pins.isPinned.toggle() }
      .handleEvent(DeleteSelectedNoteEvent.self, isEnabled: selection != nil) {
        notes.removeAll { $0 == selection }
        ValidationLog.shared.entries.append("deleted \(selection ?? "nothing")")
        selection = nil
      }
    }
  }

  struct ValidatedNotesApp: App {
    var pins = PinModel()

    var body: some Scene {
      WindowGroup {
        ValidatedNotesWindow(pins: pins)
      }
      .commands {
        CommandGroup(after: .pasteboard) {
          EventCommand("Delete", event: DeleteSelectedNoteEvent())
        }
        CommandMenu("Format") {
          EventCommand("Bold", event: ToggleBoldEvent())
        }
        CommandMenu("Note") {
          EventCommand("Pin", event: PinNoteEvent())
        }
      }
    }
  }

  @MainActor
  @Suite("Validation: the responder that would receive a command decides its state (Validation)", .serialized)
  struct ValidationAcceptanceTests {
    init() {
      ValidationLog.shared.entries = []
    }

    @Test("Delete is disabled while nothing is selected, though a responder for it is on the path")
    func deleteIsDisabledWithoutSelection() throws {
      let app = AppHost(ValidatedNotesApp(pins: PinModel()))
      let window = try #require(app.keyWindow)
      #expect(try app.menuItem("Delete").isEnabled == false)
      try window.host.button("Select Ideas").tap()
      #expect(try app.menuItem("Delete").isEnabled)
      try app.menuItem("Delete").choose()
      #expect(ValidationLog.shared.entries == ["deleted Ideas"])
      #expect(window.host.root.findAllButtons("Select Ideas").isEmpty)
      #expect(try app.menuItem("Delete").isEnabled == false)
    }

    @Test("A Bold toggle's menu item shows a checkmark while the editor's text is bold")
    func boldShowsACheckmark() throws {
      let app = AppHost(ValidatedNotesApp(pins: PinModel()))
      let window = try #require(app.keyWindow)
      try window.host.textField("Body").focus()
      #expect(try app.menuItem("Bold").isOn == false)
      #expect(try app.menuItem("Bold").isEnabled == false)
      try window.host.textField("Body").enterText("Hello")
      #expect(try app.menuItem("Bold").isEnabled)
      try app.menuItem("Bold").choose()
      #expect(try app.menuItem("Bold").isOn == true)
      #expect(try app.menuItem("Bold").description == "Bold (on)")
      try app.menuItem("Bold").choose()
      #expect(try app.menuItem("Bold").isOn == false)
    }

    @Test("A validation follows the observable state it reads: title and enabled state change without polling")
    func validationFollowsObservedState() throws {
      let pins = PinModel()
      let app = AppHost(ValidatedNotesApp(pins: pins))
      #expect(try app.menuItem("Pin", in: "Note").isEnabled)
      try app.menuItem("Pin", in: "Note").choose()
      #expect(try app.menuItem("Unpin", in: "Note").isEnabled)
      pins.isLocked = true
      try app.update()
      #expect(try app.menuItem("Unpin", in: "Note").isEnabled == false)
      #expect(throws: ViewHostError("Button \"Unpin\" is disabled: it cannot be chosen.")) {
        try app.menuItem("Unpin", in: "Note").choose()
      }
      #expect(pins.isPinned)
    }

    @Test("The first responder that takes the type decides: an inner disabling responder wins over an outer enabling one")
    func innerDisablingResponderWins() throws {
      struct Screen: View {
        var body: some View {
          VStack {
            Text("Locked").focusable()
              .handleEvent(DeleteSelectedNoteEvent.self, isEnabled: false) { ValidationLog.shared.entries.append("row") }
            Text("Other").focusable()
          }
          .handleEvent(DeleteSelectedNoteEvent.self) { ValidationLog.shared.entries.append("screen") }
        }
      }
      struct ScreenApp: App {
        var body: some Scene {
          WindowGroup { Screen() }
            .commands { CommandMenu("Note") { EventCommand("Delete", event: DeleteSelectedNoteEvent()) } }
        }
      }
      let app = AppHost(ScreenApp())
      let window = try #require(app.keyWindow)
      try window.host.find(text: "Locked").focus()
      #expect(try app.menuItem("Delete").isEnabled == false)
      try window.host.find(text: "Other").focus()
      #expect(try app.menuItem("Delete").isEnabled)
      try app.menuItem("Delete").choose()
      #expect(ValidationLog.shared.entries == ["screen"])
    }

    @Test("A validation that disables a command does not stop an event a view triggers directly")
    func directTriggerIsDeliveredAsToday() throws {
      struct Sender: View {
        @Environment(\.triggerEvent) private var triggerEvent
        var body: some View { Button("Delete now") { triggerEvent(DeleteSelectedNoteEvent()) } }
      }
      let host = ViewHost(
        Sender().handleEvent(DeleteSelectedNoteEvent.self, isEnabled: false) { ValidationLog.shared.entries.append("deleted") })
      try host.button("Delete now").tap()
      #expect(ValidationLog.shared.entries == ["deleted"])
    }

    @Test("An EventButton shows the validation with disabled(when: .unavailable), and only then")
    func eventButtonShowsValidationWhenOptedIn() throws {
      struct Editor: View {
        @State private var isBold = false
        @State private var hasText = false
        var body: some View {
          VStack {
            EventButton("Bold", event: ToggleBoldEvent()).disabled(when: .unavailable)
            EventButton("Bold anyway", event: ToggleBoldEvent())
            Button("Type") { hasText = true }
          }
          .validateEvent(ToggleBoldEvent.self) { EventState(isEnabled: hasText, isOn: isBold, title: isBold ? "Plain" : nil) }
          .handleEvent(ToggleBoldEvent.self) { isBold.toggle() }
        }
      }
      let host = ViewHost(Editor())
      #expect(try host.toggle("Bold").environment.isEnabled == false)
      #expect(try host.toggle("Bold").isOn == false)
      #expect(try host.button("Bold anyway").environment.isEnabled)
      try host.button("Type").tap()
      try host.toggle("Bold").toggle()
      #expect(try host.toggle("Plain").isOn == true)
      #expect(try host.button("Bold anyway").environment.isEnabled)
    }
  }
#endif
