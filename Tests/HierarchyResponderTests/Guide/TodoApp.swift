// The small app of the Testing article (Documentation.docc/Testing.md) and of HeadlessUI's README
// ("Testing an app's views"). Keep both in step with this file: every snippet there is code from here.
#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif
import HierarchyResponder

struct Todo: Identifiable, Equatable {
  let id: Int
  var title: String
  var isDone = false
}

struct ToggleTodoEvent: Event { let id: Int }
struct DeleteTodoEvent: Event { let id: Int }
struct SaveTodosEvent: Event {}

struct SaveFailedError: AlertableError {
  var title: String? { "Could not save" }
  var message: String { "Check your connection and try again." }
}

/// The app's model: plain methods that handlers call, testable on their own.
@MainActor
final class TodoStore {
  var todos: [Todo]
  var savedCount = 0
  var failsToSave = false

  init(todos: [Todo]) { self.todos = todos }

  func toggle(id: Int) {
    if let index = todos.firstIndex(where: { $0.id == id }) { todos[index].isDone.toggle() }
  }

  func delete(id: Int) {
    todos.removeAll { $0.id == id }
  }

  func save() async throws {
    try await Task.sleep(nanoseconds: 150_000_000)  // stands for a network round trip (settle() waits for it)
    if failsToSave { throw SaveFailedError() }
    savedCount += 1
  }
}

struct TodoRow: View {
  @Environment(\.triggerEvent) var triggerEvent
  let todo: Todo

  var body: some View {
    VStack {
      Text(todo.isDone ? "✓ \(todo.title)" : todo.title)
        .onTapGesture { triggerEvent(ToggleTodoEvent(id: todo.id)) }
      Button("Delete \(todo.title)") { triggerEvent(DeleteTodoEvent(id: todo.id)) }
    }
  }
}

struct TodoScreen: View {
  @State var todos: [Todo]
  @State var status = "Not saved"
  let store: TodoStore

  init(store: TodoStore) {
    self.store = store
    _todos = State(initialValue: store.todos)
  }

  var body: some View {
    VStack {
      ForEach(todos) { todo in TodoRow(todo: todo) }
      Text(status)
      EventButton("Save", event: SaveTodosEvent())
    }
    .handleEvent(ToggleTodoEvent.self) { event in
      store.toggle(id: event.id)
      todos = store.todos
    }
    .handleEvent(DeleteTodoEvent.self) { event in
      store.delete(id: event.id)
      todos = store.todos
    }
    .handleEvent(SaveTodosEvent.self) { (_: SaveTodosEvent) async throws in
      try await store.save()
      status = "Saved"
    }
    .handleAlertErrors()
  }
}
