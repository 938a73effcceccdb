// Hosted through HeadlessUI: runs where the layer is built on it (Linux, or `HIERARCHY_RESPONDER_HEADLESS=1 swift test` on a Mac).
#if !canImport(SwiftUI) || Headless
// HeadlessUI's README, "Testing an app's views", as it shows it (keep both in step).
import HeadlessUI
import HierarchyResponder
import Testing

@MainActor
@Test func savingShowsSaved() async throws {
  let store = TodoStore(todos: [Todo(id: 1, title: "Buy milk")])
  let host = ViewHost(TodoScreen(store: store))
  try host.button("Save").tap()            // an async handleEvent starts saving
  try await host.settle()                  // waits for async responders and applies their updates
  #expect(try host.find(text: "Saved").isMounted)

  try host.findAll(TodoRow.self)[0].triggerEvent(ToggleTodoEvent(id: 1))  // from a view's position
  #expect(try host.find(text: "✓ Buy milk").isMounted)
}

@MainActor
@Test func rowSendsDelete() throws {
  let spy = ResponderSpy()                 // records events and errors; ResponderSpy(passValuesOn: true) lets them go on
  let host = ViewHost(TodoRow(todo: Todo(id: 1, title: "Buy milk")).responderSpy(spy))
  try host.button("Delete Buy milk").tap()
  #expect(spy.events(of: DeleteTodoEvent.self).map(\.id) == [1])
}
#endif
