// The Testing article's recipe for Apple platforms (Documentation.docc/Testing.md): a screen's
// handlers tested in a unit test target, without UI tests. App code: the apple-check type-checks
// the part above the `#if` against Apple's SwiftUI shapes. The XCTest case below needs iOS (the
// apple-check's SwiftUI stand-in cannot declare `UIHostingController`, a UIKit subclass): it has
// not been compiled or run here.
#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif
import HierarchyResponder

/// A screen's handlers as a modifier, so that a test can put a probe inside them.
struct TodoHandlers: ViewModifier {
  let store: TodoStore

  func body(content: Content) -> some View {
    content
      .handleEvent(ToggleTodoEvent.self) { event in store.toggle(id: event.id) }
      .handleEvent(DeleteTodoEvent.self) { event in store.delete(id: event.id) }
  }
}

/// The screen as the app shows it: its rows inside its handlers.
struct HandledTodoList: View {
  let store: TodoStore

  var body: some View {
    VStack {
      ForEach(store.todos) { todo in TodoRow(todo: todo) }
    }
    .modifier(TodoHandlers(store: store))
  }
}

/// What the test hosts: a probe inside the screen's handlers, whose position the test captures,
/// and a spy above them that records what they leave unhandled.
struct TodoHandlersProbe: View {
  let store: TodoStore
  let spy: ResponderSpy
  let capture: @MainActor (ResponderPosition) -> Void

  var body: some View {
    EmptyView()
      .captureResponderPosition(capture)
      .modifier(TodoHandlers(store: store))
      .responderSpy(spy)
  }
}

#if os(iOS) && canImport(XCTest)
  import UIKit
  import XCTest

  @MainActor
  final class TodoHandlersTests: XCTestCase {
    func testToggleReachesTheHandlersAndTheRestReachesTheSpy() throws {
      let store = TodoStore(todos: [Todo(id: 1, title: "Buy milk")])
      let spy = ResponderSpy()
      var position: ResponderPosition?
      let controller = UIHostingController(
        rootView: TodoHandlersProbe(store: store, spy: spy) { position = $0 })
      controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
      controller.view.layoutIfNeeded()  // evaluates the bodies: the probe captures its position
      let probe = try XCTUnwrap(position)
      probe.triggerEvent(ToggleTodoEvent(id: 1))
      probe.triggerEvent(SaveTodosEvent())
      XCTAssertTrue(store.todos[0].isDone)
      XCTAssertEqual(spy.events.count, 1)
      XCTAssertTrue(spy.events.first is SaveTodosEvent)
    }
  }
#endif
