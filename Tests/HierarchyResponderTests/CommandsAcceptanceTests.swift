// Acceptance tests of ARCHITECTURE.md, Commands and Capability: menu commands and keyboard shortcuts
// reach the focused view's responders, and know when nothing would take them. A two-window app
// with a sidebar list and an editor, driven through HeadlessUI's AppHost.
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Testing

  struct DeleteNoteEvent: Event {}
  struct ArchiveEvent: Event {}
  struct ShareEvent: Event {}

  /// What the responders of every window did, and the journeys they saw.
  @MainActor
  final class NotesAppLog {
    static let shared = NotesAppLog()
    var entries: [String] = []
    var journeys: [Journey] = []
  }

  /// The line of the Delete command below, the origin its journeys name.
  let deleteCommandLine: UInt = #line + 9

  struct NotesCommandsApp: App {
    var body: some Scene {
      WindowGroup {
        NotesWindow()
      }
      .commands {
        CommandGroup(after: .pasteboard) {
          EventCommand("Delete", event: DeleteNoteEvent())
            .keyboardShortcut(.delete, modifiers: [])
        }
        CommandMenu("Note") {
          EventCommand("Archive", event: ArchiveEvent())
            .keyboardShortcut("a")
        }
      }
    }
  }

  /// A sidebar list whose rows delete themselves (the locked one declines, and the sidebar
  /// answers), and an editor with no Delete responder; Archive is answered by the window.
  struct NotesWindow: View {
    @State private var notes = ["Groceries", "Ideas", "Locked"]
    @State private var text = ""

    var body: some View {
      HStack {
        List {
          ForEach(notes, id: \.self) { note in
            Text(note)
              .focusable()
              .receiveEvent(DeleteNoteEvent.self) {
                guard note != "Locked" else { return .notHandled }
                notes.removeAll { $0 == note }
                NotesAppLog.shared.entries.append("row deleted \(note)")
                return .handled
              }
              .responderName("\(note) row")
          }
        }
        .handleEvent(DeleteNoteEvent.self) { NotesAppLog.shared.entries.append("sidebar declined delete") }
        TextField("Body", text: $text)
      }
      .handleEvent(ArchiveEvent.self) { NotesAppLog.shared.entries.append("window archived") }
      .onJourney { NotesAppLog.shared.journeys.append($0) }
    }
  }

  struct NewNoteEvent: Event {}
  struct DuplicateNoteEvent: Event {}

  /// A window whose root view carries two window-level handlers, in the order `newFirst` says,
  /// with a journey observer and a padding between them; a row inside has its own responder.
  struct WindowLevelWindow: View {
    var newFirst: Bool

    var body: some View {
      let content = List {
        Text("Row").focusable().handleEvent(ShareEvent.self) { NotesAppLog.shared.entries.append("row shared") }
      }
      if newFirst {
        content
          .handleEvent(NewNoteEvent.self) { NotesAppLog.shared.entries.append("new") }
          .onJourney { NotesAppLog.shared.journeys.append($0) }
          .padding()
          .handleEvent(DuplicateNoteEvent.self) { NotesAppLog.shared.entries.append("duplicate") }
      } else {
        content
          .handleEvent(DuplicateNoteEvent.self) { NotesAppLog.shared.entries.append("duplicate") }
          .onJourney { NotesAppLog.shared.journeys.append($0) }
          .padding()
          .handleEvent(NewNoteEvent.self) { NotesAppLog.shared.entries.append("new") }
      }
    }
  }

  struct WindowLevelApp: App {
    var newFirst = true

    var body: some Scene {
      WindowGroup {
        WindowLevelWindow(newFirst: newFirst)
      }
      .commands {
        CommandGroup(after: .newItem) {
          EventCommand("New Note", event: NewNoteEvent())
          EventCommand("Duplicate", event: DuplicateNoteEvent())
          EventCommand("Share", event: ShareEvent())
        }
      }
    }
  }

  @MainActor
  @Suite("Commands: events from outside reach the focused view (Commands and Capability)", .serialized)
  struct CommandsAcceptanceTests {
    init() {
      NotesAppLog.shared.entries = []
      NotesAppLog.shared.journeys = []
    }

    @Test("Delete goes to the focused row's responder")
    func deleteGoesToTheFocusedRow() throws {
      let app = AppHost(NotesCommandsApp())
      let window = try #require(app.keyWindow)
      try window.host.find(text: "Ideas").focus()
      try app.menuItem("Delete", in: "Edit").choose()
      #expect(NotesAppLog.shared.entries == ["row deleted Ideas"])
      #expect(window.host.findAll(text: "Ideas").isEmpty)
    }

    @Test("Delete goes outward when the focused row declines")
    func deleteGoesOutwardWhenTheRowDeclines() throws {
      let app = AppHost(NotesCommandsApp())
      try #require(app.keyWindow).host.find(text: "Locked").focus()
      #expect(try app.press(.delete, modifiers: []))
      #expect(NotesAppLog.shared.entries == ["sidebar declined delete"])
    }

    @Test("The menu item is disabled when no responder takes the event, enabled when focus moves where one does")
    func menuItemValidation() throws {
      let app = AppHost(NotesCommandsApp())
      let window = try #require(app.keyWindow)
      // Nothing focused: the window's outermost responder takes Archive, nothing takes Delete.
      #expect(try app.menuItem("Delete").isEnabled == false)
      #expect(try app.menuItem("Archive").isEnabled)
      try window.host.textField("Body").focus()
      #expect(try app.menuItem("Delete").isEnabled == false)
      #expect(try app.press(.delete, modifiers: []) == false)
      try window.host.find(text: "Groceries").focus()
      #expect(try app.menuItem("Delete").isEnabled)
      #expect(try app.menuItem("Archive").isEnabled)
      try app.press("a")
      #expect(NotesAppLog.shared.entries == ["window archived"])
    }

    @Test("The same shortcut acts in the key window only")
    func shortcutActsInTheKeyWindowOnly() throws {
      let app = AppHost(NotesCommandsApp())
      let first = try #require(app.keyWindow)
      let second = try app.openWindow()
      try first.host.find(text: "Groceries").focus()
      try second.host.find(text: "Groceries").focus()
      try app.press(.delete, modifiers: [])
      #expect(second.host.findAll(text: "Groceries").isEmpty)
      #expect(first.host.findAll(text: "Groceries").count == 1)
      try app.makeKey(first)
      try app.press(.delete, modifiers: [])
      #expect(first.host.findAll(text: "Groceries").isEmpty)
      #expect(NotesAppLog.shared.entries == ["row deleted Groceries", "row deleted Groceries"])
    }

    @Test("Journeys show the command's origin and the focused view's responders first")
    func journeysStartAtTheFocusedView() throws {
      let app = AppHost(NotesCommandsApp())
      try #require(app.keyWindow).host.find(text: "Locked").focus()
      try app.menuItem("Delete").choose()
      let journey = try #require(NotesAppLog.shared.journeys.last)
      #expect(journey.origin.fileID == "HierarchyResponderTests/CommandsAcceptanceTests.swift")
      #expect(journey.origin.line == deleteCommandLine)
      #expect(journey.hops.map(\.site.name).prefix(2) == ["Locked row", nil])
      #expect(journey.hops.first?.action == .notHandled)
      #expect(journey.outcome == .handled(by: journey.hops[1].site, kind: .handleEvent))
    }

    @Test("An EventButton with disabled(when: .unavailable) disables itself while nothing takes its event")
    func eventButtonDisablesItself() throws {
      struct Screen: View {
        var handlesShare: Bool
        var body: some View {
          let buttons = VStack {
            EventButton("Share", event: ShareEvent()).disabled(when: .unavailable)
            EventButton("Share anyway", event: ShareEvent())
          }
          if handlesShare {
            buttons.handleEvent(ShareEvent.self) { NotesAppLog.shared.entries.append("shared") }
          } else {
            buttons.handleEvent(ArchiveEvent.self) {}
          }
        }
      }
      let without = ViewHost(Screen(handlesShare: false))
      #expect(try without.button("Share").environment.isEnabled == false)
      #expect(throws: ViewHostError("Button \"Share\" is disabled: it cannot be tapped.")) {
        try without.button("Share").tap()
      }
      #expect(try without.button("Share anyway").environment.isEnabled)
      let with = ViewHost(Screen(handlesShare: true))
      try with.button("Share").tap()
      #expect(NotesAppLog.shared.entries == ["shared"])
    }

    @Test(
      "With nothing focused, every window-level responder is reachable, whatever the order of its modifiers",
      arguments: [true, false])
    func everyWindowLevelResponderIsReachable(newFirst: Bool) throws {
      let app = AppHost(WindowLevelApp(newFirst: newFirst))
      #expect(try app.menuItem("New Note").isEnabled)
      #expect(try app.menuItem("Duplicate").isEnabled)
      // The row's responder is not window-level: it wraps one row, not the window's content.
      #expect(try app.menuItem("Share").isEnabled == false)
      try app.menuItem("New Note").choose()
      try app.menuItem("Duplicate").choose()
      #expect(NotesAppLog.shared.entries == ["new", "duplicate"])
      try #require(app.keyWindow).host.find(text: "Row").focus()
      try app.menuItem("Share").choose()
      try app.menuItem("Duplicate").choose()
      #expect(NotesAppLog.shared.entries == ["new", "duplicate", "row shared", "duplicate"])
    }
  }
#endif
