// The Testing article's recipes for Apple platforms, where `ViewHost` is not available to an app's
// views: the model alone, and the screen's responders through the core's chain. They need no host,
// so they run wherever the tests do — on a Mac's plain `swift test` too.
import HierarchyResponder
import Testing

@MainActor
@Suite("Testing guide: without a host")
struct TestingRecipeTests {
  static let todos = [Todo(id: 1, title: "Buy milk"), Todo(id: 2, title: "Call Ada")]

  @Test("The model a handler calls is tested on its own, without any view")
  func modelAlone() async throws {
    let store = TodoStore(todos: Self.todos)
    store.toggle(id: 1)
    store.delete(id: 2)
    try await store.save()
    #expect(store.todos == [Todo(id: 1, title: "Buy milk", isDone: true)])
    #expect(store.savedCount == 1)
  }

  @Test("A screen's responders are tested through the core's chain, as the screen builds them")
  func chainLevel() {
    let store = TodoStore(todos: Self.todos)
    let spy = ResponderSpy()
    let screen = ResponderChain()
      .addingSpy(spy)  // whatever the screen does not handle
      .addingResponder(for: ToggleTodoEvent.self, kind: .handleEvent) { event in
        store.toggle(id: event.id)
        return .handled
      }
    screen.triggerEvent(ToggleTodoEvent(id: 2))
    screen.triggerEvent(SaveTodosEvent())
    #expect(store.todos[1].isDone)
    #expect(spy.events.count == 1)
    #expect(spy.events.first is SaveTodosEvent)
  }
}
