// Hosted through HeadlessUI: runs where the layer is built on it (Linux, or `swift test --traits Headless` on a Mac).
#if !canImport(SwiftUI) || Headless
// The Testing article's recipes (Documentation.docc/Testing.md), as the article shows them: what a
// new user needs beyond tapping and settling.
import HeadlessUI
import HierarchyResponder
import Testing

/// A download that takes 30 ms, off the main actor (longer than a round of `settle()`'s yields).
@Sendable func download() async -> Int {
  try? await Task.sleep(nanoseconds: 30_000_000)
  return 3
}

@MainActor
@Suite("Testing recipes")
struct TestingStoryTests {
  @Test("settle() waits for unstructured work started from a button's action", arguments: 1...20)
  func settleWaitsForUnstructuredWork(run: Int) async throws {
    let host = ViewHost(SyncScreen(download: download))
    try host.button("Sync").tap()
    try await host.settle()
    #expect(try host.find(text: "Synced 3 items").isMounted)
  }

  @Test("runUntilIdle() lets started work run until it blocks: the loading state, then the result")
  func loadingState() async throws {
    let store = GatedStore()
    let host = ViewHost(DraftScreen(store: store))
    try host.button("Save").tap()
    try await host.runUntilIdle()
    #expect(try host.find(text: "Saving…").isMounted)
    #expect(store.savedCount == 0)
    store.open()
    try await host.settle()
    #expect(try host.find(text: "Saved").isMounted)
    #expect(store.savedCount == 1)
  }

  @Test("An isolated screen under test raises no infractions: the spy is its explicit responder and publisher")
  func isolatedScreen() throws {
    let spy = ResponderSpy()
    let host = ViewHost(OrderScreen().responderSpy(spy))
    try host.button("Order coffee").tap()
    #expect(spy.events(of: OrderEvent.self).map(\.item) == ["coffee"])
  }

  @Test("A spy that passes values on counts for nothing: the isolated screen's infractions are reported")
  func passingSpyIsNoExplicitResponder() throws {
    let spy = ResponderSpy(passValuesOn: true)
    try withKnownIssue {
      let host = ViewHost(OrderScreen().responderSpy(spy).receiveEvent { _ in .handled })
      try host.button("Order coffee").tap()
    } matching: { issue in
      ResponderIssue.missingEventResponder(OrderEvent.self).matches(issue)
        || ResponderIssue.subscriberWithoutPublisher(MenuRefreshEvent.self).matches(issue)
    }
  }

  @Test("An infraction of a given kind and type is expected without its message, wherever it was sent")
  func expectingAnInfractionByKindAndType() throws {
    let host = ViewHost(TriggerView(event: { AnotherEvent() }).triggers(MyEvent.self).handleEvent(AnotherEvent.self) { _ in })
    try withKnownIssue {
      try host.button("Trigger").tap()
    } matching: { issue in
      ResponderIssue.undeclaredEvent(AnotherEvent.self).matches(issue)
    }
  }

  @Test("The unhandled message says when a responder for the type is on the sender's own body")
  func unhandledMessageNamesTheResponderOnTheSendersOwnBody() throws {
    let host = ViewHost(CheckoutScreen())
    try expectIssues([
      "Unhandled event CheckoutEvent: no responder handled it. "
        + "A .handleEvent(CheckoutEvent.self) exists at HierarchyResponderTests/TestingStoryApp.swift:120, "
        + "but not on the way from where it was sent: triggerEvent reaches only the responders outer to the sending view, "
        + "not those on the view's own body or in other branches. Move the responder to an ancestor view, or send from a child view."
    ]) {
      try host.button("Check out").tap()
    }
    #expect(try host.find(text: "Cart").isMounted)
  }

  @Test("A button in a child view reaches the handler on the screen's body")
  func childViewReachesTheScreensHandler() throws {
    let host = ViewHost(FixedCheckoutScreen())
    try host.button("Check out").tap()
    #expect(try host.find(text: "Checked out").isMounted)
  }

  @Test("A position captured with captureResponderPosition sends as a view there would: to the handlers outer to it")
  func applePlatformsRecipe() throws {
    let store = TodoStore(todos: [Todo(id: 1, title: "Buy milk")])
    let spy = ResponderSpy()
    var position: ResponderPosition?
    let host = ViewHost(TodoHandlersProbe(store: store, spy: spy) { position = $0 })
    let probe = try #require(position)
    probe.triggerEvent(ToggleTodoEvent(id: 1))
    probe.triggerEvent(SaveTodosEvent())
    #expect(store.todos[0].isDone)
    #expect(spy.events.count == 1)
    #expect(spy.events.first is SaveTodosEvent)
    _ = host
  }

  @Test("find(text:) searches only what is on screen: the selected tab, the top of a stack, a presented sheet")
  func navigation() throws {
    let host = ViewHost(NotesApp())
    // The selected tab only: the Settings tab's text is not found until it is selected.
    #expect(host.findAll(text: "No settings yet").isEmpty)
    try host.tabView().select("Settings")
    #expect(try host.find(text: "No settings yet").isMounted)
    try host.tabView().select("Notes")
    // A deselected tab (once loaded) is read without selecting it.
    #expect(try host.tabView().content(ofTab: "Settings").find(text: "No settings yet").isMounted)

    // A stack: push by tapping a link; only the top screen is searched.
    try host.button("Groceries").tap()
    #expect(try host.navigationStack().title == "Groceries")
    #expect(try host.find(text: "Editing Groceries").isMounted)
    #expect(host.findAll(text: "Ideas").isEmpty)
    try host.navigationStack().pop()

    // A sheet: its content is searched while it is presented.
    try host.button("Add").tap()
    try #require(host.sheet).content.button("Add Todo note").tap()
    #expect(host.sheet == nil)
    #expect(try host.find(text: "Todo").isMounted)

    // Swipe actions: reveal them, then tap one.
    try host.find(text: "Ideas").swipe().button("Archive").tap()
    #expect(host.findAll(text: "Ideas").isEmpty)

    // Search.
    try host.search("Groc")
    #expect(host.findAll(text: "Todo").isEmpty)
    try host.search("")

    // A confirmation dialog.
    try host.button("Clear").tap()
    #expect(host.confirmationDialog?.title == "Clear all notes?")
    try host.confirmationDialog?.tapButton("Clear")
    #expect(host.findAll(text: "Groceries").isEmpty)
  }
}
#endif
