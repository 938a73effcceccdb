// The Apple-platform recipe of the Testing article: a preview's content that shows, in the
// console, every event and error a row sends. Checked against SwiftUI by the apple-check.
#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif
import HierarchyResponder

/// Use it as a preview's content: tapping the row prints what it sends, events and errors.
struct SpyingTodoRow: View {
  let spy = ResponderSpy { record in print("Sent:", record) }

  var body: some View {
    TodoRow(todo: Todo(id: 1, title: "Buy milk"))
      .responderSpy(spy)
  }
}
