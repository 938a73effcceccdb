// Hosted through HeadlessUI: runs where the layer is built on it (Linux, or `HIERARCHY_RESPONDER_HEADLESS=1 swift test` on a Mac).
#if !canImport(SwiftUI) || Headless
// The tests of the Testing article (Documentation.docc/Testing.md), as the article shows them.
import HeadlessUI
import HierarchyResponder
import Testing

@MainActor
@Suite("Testing guide")
struct TestingGuideTests {
  static let todos = [Todo(id: 1, title: "Buy milk"), Todo(id: 2, title: "Call Ada")]

  @Test("A tap in a hosted view reaches the screen's handler, and the screen shows the result")
  func tapReachesHandler() throws {
    let host = ViewHost(TodoScreen(store: TodoStore(todos: Self.todos)))
    try host.find(text: "Buy milk").tap()
    #expect(try host.find(text: "✓ Buy milk").isMounted)
  }

  @Test("settle() waits for an async handler and applies its state writes")
  func settleWaitsForAsyncHandler() async throws {
    let store = TodoStore(todos: Self.todos)
    let host = ViewHost(TodoScreen(store: store))
    try host.button("Save").tap()
    try await host.settle()
    #expect(store.savedCount == 1)
    #expect(try host.find(text: "Saved").isMounted)
  }

  @Test("An error thrown by an async handler is shown by handleAlertErrors once settled")
  func asyncErrorBecomesAlert() async throws {
    let store = TodoStore(todos: Self.todos)
    store.failsToSave = true
    let host = ViewHost(TodoScreen(store: store))
    try host.button("Save").tap()
    try await host.settle()
    #expect(host.alert?.title == "Could not save")
    #expect(host.alert?.message == "Check your connection and try again.")
  }

  @Test("triggerEvent(_:) on a hosted view sends the event from that view's position")
  func triggerFromPosition() throws {
    let host = ViewHost(TodoScreen(store: TodoStore(todos: Self.todos)))
    try host.findAll(TodoRow.self)[1].triggerEvent(DeleteTodoEvent(id: 2))
    #expect(host.findAll(TodoRow.self).count == 1)
    #expect(host.findAll(text: "Call Ada").isEmpty)
  }

  @Test("reportError(_:) on a hosted view reports the error from that view's position")
  func reportFromPosition() throws {
    let host = ViewHost(TodoScreen(store: TodoStore(todos: Self.todos)))
    try host.findAll(TodoRow.self)[0].reportError(SaveFailedError())
    #expect(host.alert?.title == "Could not save")
  }

  @Test("One spy records the events and the errors a view sends, in order")
  func spyRecordsBothSides() throws {
    let spy = ResponderSpy()
    let host = ViewHost(TodoRow(todo: Self.todos[0]).responderSpy(spy))
    try host.button("Delete Buy milk").tap()
    try host.find(TodoRow.self).reportError(SaveFailedError())
    try host.find(text: "Buy milk").tap()
    #expect(spy.events(of: DeleteTodoEvent.self).map(\.id) == [1])
    #expect(spy.errors(of: SaveFailedError.self).count == 1)
    #expect(spy.records.count == 3)
    #expect(spy.events.last is ToggleTodoEvent)
  }

  @Test("A spy made with passValuesOn lets values continue to the responders outside it")
  func spyPassingValuesOn() throws {
    let spy = ResponderSpy(passValuesOn: true)
    let store = TodoStore(todos: Self.todos)
    let host = ViewHost(
      TodoRow(todo: Self.todos[0])
        .responderSpy(spy)
        .handleEvent(DeleteTodoEvent.self) { event in store.delete(id: event.id) }
    )
    try host.button("Delete Buy milk").tap()
    #expect(spy.events.count == 1)
    #expect(store.todos.map(\.id) == [2])
  }

  @Test("An event nobody handles is a test failure, which withKnownIssue can expect")
  func unhandledEventFailsTheTest() throws {
    let host = ViewHost(TodoRow(todo: Self.todos[0]))
    try withKnownIssue {
      try host.button("Delete Buy milk").tap()
    } matching: { issue in
      issue.comments.first?.rawValue == """
        Unhandled event DeleteTodoEvent: no responder handled it. \
        Add .handleEvent(DeleteTodoEvent.self) { … } to an ancestor view.
        """
    }
  }
}

@MainActor
@Suite("Readable output")
struct ReadableOutputTests {
  @Test("render() shows the app's views, not the responder chain's plumbing")
  func renderHidesResponderModifiers() throws {
    let host = ViewHost(TodoScreen(store: TodoStore(todos: [Todo(id: 1, title: "Buy milk")])))
    #expect(
      host.render() == """
        TodoScreen
          VStack
            ForEach(1 elements)
              TodoRow
                VStack
                  .onTapGesture(count: 1)
                    Text("Buy milk")
                  Button("Delete Buy milk")
                    Text("Delete Buy milk")
            Text("Not saved")
            EventButton<Text>
              Button("Save")
                Text("Save")
        """)
    #expect(host.render(showingLibraryModifiers: true).contains(".modifier(AsyncResponderModifier<SaveTodosEvent>)"))
  }
}

@MainActor
@Suite("Testing guide: previews")
struct SpyingPreviewTests {
  @Test("The preview's spy records what the row sends (and would print it)")
  func previewSpyRecords() throws {
    let host = ViewHost(SpyingTodoRow())
    try host.button("Delete Buy milk").tap()
    let spy = try #require(host.find(SpyingTodoRow.self).view(as: SpyingTodoRow.self)?.spy)
    #expect(spy.events(of: DeleteTodoEvent.self).map(\.id) == [1])
  }
}
#endif
