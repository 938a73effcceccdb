// The code of the Commands article, as it shows it (keep them in step), inside the app code it
// leaves out. Checked against SwiftUI (macOS and iOS) by the apple-check.
#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif
import HierarchyResponder

enum CommandsSnippets {
  struct Note: Identifiable {
    let id: Int
    var title: String
    var isLocked = false
  }

  @MainActor
  final class NoteStore {
    var notes: [Note] = []
    func delete(_ note: Note) { notes.removeAll { $0.id == note.id } }
  }

  struct DeleteNoteEvent: Event {}
  struct ArchiveNoteEvent: Event {}

  struct NotesView: View {
    var body: some View { Sidebar(store: NoteStore()) }
  }

  struct NotesApp: App {
    var body: some Scene {
      WindowGroup {
        NotesView()
      }
      .commands {
        CommandGroup(after: .pasteboard) {
          EventCommand("Delete", event: DeleteNoteEvent())
            .keyboardShortcut(.delete, modifiers: [])
        }
        CommandMenu("Note") {
          EventCommand("Archive", event: ArchiveNoteEvent())
            .keyboardShortcut("a", modifiers: [.command, .shift])
        }
      }
    }
  }

  @available(iOS 17.0, macOS 12.0, *)
  struct NoteRow: View {
    let note: Note
    let store: NoteStore

    var body: some View {
      Text(note.title)
        .focusable()
        .receiveEvent(DeleteNoteEvent.self) {
          guard !note.isLocked else { return .notHandled }
          store.delete(note)
          return .handled
        }
    }
  }

  struct Sidebar: View {
    let store: NoteStore
    @State private var showsLockedNote = false

    var body: some View {
      List {
        if #available(iOS 17.0, macOS 12.0, *) {
          ForEach(store.notes) { NoteRow(note: $0, store: store) }
        }
      }
      .handleEvent(DeleteNoteEvent.self) { showsLockedNote = true }
    }
  }

  struct ArchiveCommands: Commands {
    @FocusedValue(\.triggerEvent) private var triggerEvent

    var body: some Commands {
      CommandMenu("Note") {
        Button("Archive") { triggerEvent?(ArchiveNoteEvent()) }
          .disabled(triggerEvent?.hasResponder(for: ArchiveNoteEvent.self) != true)
      }
    }
  }

  struct Toolbar: View {
    var body: some View {
      EventButton("Archive", event: ArchiveNoteEvent())
        .disabled(when: .unavailable)
    }
  }

  // Window-level responders and validation.

  struct NewNoteEvent: Event {}
  struct DuplicateNoteEvent: Event {}
  struct DeleteSelectedNoteEvent: Event {}
  struct ToggleBoldEvent: Event {}

  struct NotesList: View {
    @Binding var notes: [String]
    var body: some View {
      List {
        ForEach(Array(notes.enumerated()), id: \.offset) { Text($0.element) }
      }
    }
  }

  struct NotesWindow: View {
    @State private var notes: [String] = []

    var body: some View {
      NotesList(notes: $notes)
        .handleEvent(NewNoteEvent.self) { notes.append("Untitled") }
        .handleEvent(DuplicateNoteEvent.self) { notes.append(notes.last ?? "Untitled") }
    }
  }

  struct TwoWindowNotesApp: App {
    var body: some Scene {
      WindowGroup {
        NotesWindow()
      }
      .commands {
        CommandGroup(after: .newItem) {
          EventCommand("New Note", event: NewNoteEvent())
          EventCommand("Duplicate", event: DuplicateNoteEvent())
        }
      }
    }
  }

  struct SelectableNotesList: View {
    let notes: [Note]
    @Binding var selection: Int?
    var body: some View {
      List {
        ForEach(notes) { note in
          Button(note.title) { selection = note.id }
        }
      }
    }
  }

  struct SelectionWindow: View {
    @State private var notes: [Note] = []
    @State private var selection: Int?

    var body: some View {
      SelectableNotesList(notes: notes, selection: $selection)
        .handleEvent(DeleteSelectedNoteEvent.self, isEnabled: selection != nil) {
          notes.removeAll { $0.id == selection }
        }
    }
  }

  struct BoldEditor: View {
    @State private var text = ""
    @State private var isBold = false

    var body: some View {
      TextField("Body", text: $text)
        .validateEvent(ToggleBoldEvent.self) { EventState(isEnabled: !text.isEmpty, isOn: isBold) }
        .handleEvent(ToggleBoldEvent.self) { isBold.toggle() }
    }
  }

  // "Commands that ask": a command sends a request to the focused view and acts on the answer.

  enum ExportFormat: Sendable, Equatable {
    case markdown, plainText
  }

  struct PickExportFormat: ResponderRequest {
    typealias Response = ExportFormat
  }

  @MainActor
  final class ExportQueue {
    var formats: [ExportFormat] = []
    var failures: [String] = []
    func export(as format: ExportFormat) { formats.append(format) }
  }

  struct ExportCommands: Commands {
    @FocusedValue(\.sendRequest) private var sendRequest
    let exports: ExportQueue

    var body: some Commands {
      CommandMenu("Note") {
        Button("Export") {
          Task {
            do {
              guard let format = try await sendRequest?(PickExportFormat()) else { return }
              exports.export(as: format)
            } catch {
              exports.failures.append("\(error)")
            }
          }
        }
        .disabled(sendRequest == nil)
      }
    }
  }

  /// A sketch answers for itself and the list for its other rows; nothing answers for the search
  /// field. The window's event responder publishes its position for when nothing has focus.
  @available(iOS 17.0, macOS 12.0, *)
  struct ExportingNotesView: View {
    var body: some View {
      VStack {
        List {
          Text("Sketch")
            .focusable()
            .respond(to: PickExportFormat.self) { _ in .plainText }
          Text("Ideas")
            .focusable()
        }
        .respond(to: PickExportFormat.self) { _ in .markdown }
        TextField("Search", text: .constant(""))
      }
      .handleEvent(ArchiveNoteEvent.self) {}
    }
  }

  @available(iOS 17.0, macOS 12.0, *)
  struct ExportingNotesApp: App {
    var exports = ExportQueue()

    var body: some Scene {
      WindowGroup {
        ExportingNotesView()
      }
      .commands {
        ExportCommands(exports: exports)
      }
    }
  }
}
