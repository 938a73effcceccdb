// The Testing article's navigation recipe (Documentation.docc/Testing.md): a small app with tabs, a
// stack, a sheet, a dialog, swipe actions and search, driven through the host's navigation API.
// Hosted through HeadlessUI only (the apple-check's stand-ins lack this navigation vocabulary).
#if !canImport(SwiftUI) || Headless
import HeadlessUI
import HierarchyResponder

struct ArchiveNoteEvent: Event { let title: String }

struct NotesApp: View {
  var body: some View {
    TabView {
      NotesTab()
        .tabItem { Text("Notes") }
      Text("No settings yet")
        .tabItem { Text("Settings") }
    }
  }
}

struct NotesTab: View {
  @State var notes = ["Groceries", "Ideas"]
  @State var query = ""
  @State var isAdding = false
  @State var isConfirmingClear = false

  var body: some View {
    NavigationStack {
      List {
        ForEach(notes.filter { query.isEmpty || $0.contains(query) }, id: \.self) { note in
          NavigationLink(note) { NoteDetail(title: note) }
            .swipeActions { EventButton("Archive", event: ArchiveNoteEvent(title: note)) }
        }
      }
      .searchable(text: $query)
      .toolbar {
        Button("Add") { isAdding = true }
        Button("Clear") { isConfirmingClear = true }
      }
      .navigationTitle("Notes")
      .sheet(isPresented: $isAdding) {
        Button("Add Todo note") {
          notes.append("Todo")
          isAdding = false
        }
      }
      .confirmationDialog("Clear all notes?", isPresented: $isConfirmingClear) {
        Button("Clear", role: .destructive) { notes.removeAll() }
      }
    }
    .handleEvent(ArchiveNoteEvent.self) { event in
      notes.removeAll { $0 == event.title }
    }
  }
}

struct NoteDetail: View {
  let title: String

  var body: some View {
    Text("Editing \(title)")
      .navigationTitle(title)
  }
}
#endif
