import HeadlessUI
import Testing

// Commands, as Apple documents them:
// - CommandMenu (https://developer.apple.com/documentation/swiftui/commandmenu): "Command menus
//   are realized as menu bar menus on macOS, inserted between the built-in View and Window menus
//   in order of declaration. On iOS, iPadOS, and tvOS, SwiftUI creates key commands for each of a
//   menu's commands that has a keyboard shortcut."
// - focusedValue(_:_:) (https://developer.apple.com/documentation/swiftui/view/focusedvalue(_:_:)):
//   "… you need an app- or scene-scoped element like a command or toolbar item that operates on
//   the value associated with whichever view currently has focus."
// - disabled(_:) (https://developer.apple.com/documentation/swiftui/view/disabled(_:)): "Adds a
//   condition that controls whether users can interact with this view."
// - keyboardShortcut(_:modifiers:) (https://developer.apple.com/documentation/swiftui/view/keyboardshortcut(_:modifiers:)):
//   "Pressing the control's shortcut while the control is anywhere in the frontmost window or
//   scene, or anywhere in the macOS main menu, is equivalent to direct interaction with the
//   control to perform its primary action."
// - ToggleStyle.automatic (https://developer.apple.com/documentation/swiftui/togglestyle/automatic),
//   contextual defaults: a toggle in a menu shows its label with a checkmark that appears only in
//   the on state.

/// What the commands ran, in order.
@MainActor
final class CommandLog {
  static let shared = CommandLog()
  var entries: [String] = []
}

private struct NotesCommands: Commands {
  @FocusedValue(\.noteTitle) private var title

  var body: some Commands {
    CommandMenu("Note") {
      Button("Pin") { CommandLog.shared.entries.append("pin \(title ?? "?")") }
        .keyboardShortcut("p")
        .disabled(title == nil)
    }
    CommandGroup(after: .newItem) {
      Button("New Note") { CommandLog.shared.entries.append("new") }
        .keyboardShortcut("n", modifiers: [.command, .shift])
    }
  }
}

private struct NotesApp: App {
  var body: some Scene {
    WindowGroup {
      VStack {
        NoteField(title: "Groceries")
        NoteField(title: "Ideas")
        Button("Save") { CommandLog.shared.entries.append("save") }.keyboardShortcut("s")
      }
    }
    .commands { NotesCommands() }
  }
}

/// The state the Format menu's toggle shows.
@MainActor
private enum FormatState {
  static var isBold = false
}

private struct FormatApp: App {
  var body: some Scene {
    WindowGroup { Text("Editor") }
      .commands {
        CommandMenu("Format") {
          Toggle("Bold", isOn: Binding { FormatState.isBold } set: { FormatState.isBold = $0 })
            .keyboardShortcut("b")
          Button("Plain") { FormatState.isBold = false }
        }
      }
  }
}

private struct NoteField: View {
  let title: String
  var body: some View { Text(title).focusable().focusedValue(\.noteTitle, title) }
}

extension SwiftUISemantics {
  @MainActor @Suite("Commands and keyboard shortcuts", .serialized)
  struct CommandsBehaviour {
    init() { CommandLog.shared.entries = [] }

    /// CommandMenu docs: menus between View and Window, in order of declaration; groups join
    /// their standard menu.
    @Test("The menu bar lists command menus and groups, with titles and shortcuts")
    func menuBar() throws {
      let app = AppHost(NotesApp())
      #expect(app.menus.map(\.title) == ["File", "Note"])
      #expect(app.menus.map { $0.items.map(\.description) } == [["New Note (⇧⌘N)"], ["Pin (⌘P, disabled)"]])
    }

    /// ToggleStyle.automatic docs: a toggle in a menu is an item with a checkmark while on.
    @Test("A toggle in a command menu is an item that shows its state and flips when chosen")
    func toggleMenuItem() throws {
      FormatState.isBold = false
      let app = AppHost(FormatApp())
      let bold = try app.menuItem("Bold", in: "Format")
      #expect(bold.isOn == false)
      #expect(try app.menuItem("Plain").isOn == nil)
      try bold.choose()
      #expect(try app.menuItem("Bold").isOn == true)
      #expect(try app.menuItem("Bold").description == "Bold (⌘B, on)")
      try app.press("b")
      #expect(try app.menuItem("Bold").isOn == false)
    }

    /// focusedValue docs: a command operates on the value of whichever view has focus; the
    /// disabled item follows it.
    @Test("@FocusedValue in commands follows focus; a disabled menu item does not run")
    func disabledItemDoesNotRun() throws {
      let app = AppHost(NotesApp())
      let pin = try app.menuItem("Pin", in: "Note")
      #expect(pin.isEnabled == false)
      #expect(throws: ViewHostError("Button \"Pin\" is disabled: it cannot be chosen.")) { try pin.choose() }
      #expect(try app.press("p") == false)
      #expect(CommandLog.shared.entries.isEmpty)
      try #require(app.keyWindow).host.find(text: "Ideas").focus()
      try app.menuItem("Pin", in: "Note").choose()
      #expect(CommandLog.shared.entries == ["pin Ideas"])
    }

    /// FocusedValue docs with two windows: commands read the key window's focused view.
    @Test("@FocusedValue follows the key window")
    func focusedValueFollowsKeyWindow() throws {
      let app = AppHost(NotesApp())
      let first = try #require(app.keyWindow)
      try first.host.find(text: "Groceries").focus()
      let second = try app.openWindow()
      #expect(app.keyWindow === second)
      #expect(try app.menuItem("Pin").isEnabled == false)
      try second.host.find(text: "Ideas").focus()
      try app.press("p")
      try app.makeKey(first)
      try app.press("p")
      #expect(CommandLog.shared.entries == ["pin Ideas", "pin Groceries"])
    }

    /// keyboardShortcut docs: a control's shortcut acts while it is in the frontmost window;
    /// menu shortcuts act from the main menu.
    @Test("Shortcuts go to the key window's controls, then to the menu bar")
    func shortcutsGoToTheKeyWindow() throws {
      let app = AppHost(NotesApp())
      let first = try #require(app.keyWindow)
      try app.openWindow()
      try app.close(try #require(app.windows.last))
      #expect(app.keyWindow === first)
      #expect(try app.press("s"))
      #expect(try app.press("n", modifiers: [.command, .shift]))
      #expect(try app.press("x") == false)
      #expect(CommandLog.shared.entries == ["save", "new"])
    }
  }
}
