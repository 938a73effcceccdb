// The layer's acceptance tests drive views through HeadlessUI: they run where the layer is
// built on it (Linux, or `HIERARCHY_RESPONDER_HEADLESS=1 swift test` on a Mac).
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Testing

  // Every code example of the seed README, mounted headless, tapped, and checked.

  struct Item: Identifiable, Hashable {
    let id: Int
    let name: String
  }

  struct ItemSelectionEvent: Event {
    let item: Item
  }

  struct ParentView: View {
    @State var selection: Item?
    let items: [Item]

    var body: some View {
      GridView(items: items)
        .handleEvent(ItemSelectionEvent.self) { event in
          selection = event.item
        }
        .sheet(item: $selection) { item in
          Text("Detail of \(item.name)")
        }
    }
  }

  struct GridView: View {
    let items: [Item]

    var body: some View {
      ForEach(items) { item in
        ItemView(item: item)
      }
    }
  }

  struct ItemView: View {
    @Environment(\.triggerEvent) var triggerEvent
    let item: Item

    var body: some View {
      Text(item.name)
        .onTapGesture {
          triggerEvent(ItemSelectionEvent(item: item))
        }
    }
  }

  struct UnauthenticatedError: Error {}
  struct ShowSignInEvent: Event {}

  @MainActor
  @Suite("Seed README examples")
  struct SeedExamplesTests {
    @Test("Tapping an item selects it in the ancestor, which presents its sheet")
    func itemSelectionPresentsSheet() throws {
      let host = ViewHost(ParentView(items: [Item(id: 1, name: "Apple"), Item(id: 2, name: "Pear")]))
      #expect(host.sheet == nil)
      try host.find(text: "Pear").tap()
      let sheet = try #require(host.sheet)
      #expect(try sheet.content.find(text: "Detail of Pear").text == "Detail of Pear")
    }

    @Test("triggerEvent from a button reaches a typed handleEvent above")
    func triggerEventReachesHandler() throws {
      let recorder = Recorder()
      let host = ViewHost(TriggerView().handleEvent(MyEvent.self) { _ in recorder("handled MyEvent") })
      try host.button("Trigger").tap()
      #expect(recorder.entries == ["handled MyEvent"])
    }

    @Test("reportError from a button reaches a typed handleError above")
    func reportErrorReachesHandler() throws {
      let recorder = Recorder()
      let host = ViewHost(ReportView().handleError(MyError.self) { _ in recorder("handled MyError") })
      try host.button("Report").tap()
      #expect(recorder.entries == ["handled MyError"])
    }

    @Test("Responders run in the order they were added: the typed one absorbs, the untyped one never sees it")
    func orderOfModifiers() throws {
      let recorder = Recorder()
      let host = ViewHost(
        VStack {
          TriggerView(title: "Mine")
          TriggerView(title: "Other") { AnotherEvent() }
        }
        .handleEvent(MyEvent.self) { recorder("typed") }
        .handleEvent { event in recorder("untyped \(type(of: event))") })
      try host.button("Mine").tap()
      try host.button("Other").tap()
      #expect(recorder.entries == ["typed", "untyped AnotherEvent"])
    }

    @Test("receiveEvent returning .handled stops the event; .notHandled and .unhandled let it continue")
    func receiveEventResults() throws {
      let recorder = Recorder()
      var results: [ReceiveEventResult] = [.notHandled, .unhandled, .handled]
      let host = ViewHost(
        TriggerView()
          .receiveEvent { _ in
            let result = results.removeFirst()
            recorder("received, \(result)")
            return result
          }
          .handleEvent { _ in recorder("outer") })
      for _ in 0..<3 { try host.button("Trigger").tap() }
      #expect(recorder.entries == ["received, notHandled", "outer", "received, notHandled", "outer", "received, handled"])
    }

    @Test("transformEvent replaces the event, which continues from there")
    func transformEvent() throws {
      let recorder = Recorder()
      let host = ViewHost(
        TriggerView()
          .transformEvent(MyEvent.self) { AnotherEvent() }
          .handleEvent(MyEvent.self) { recorder("MyEvent should not arrive") }
          .handleEvent(AnotherEvent.self) { recorder("AnotherEvent") })
      try host.button("Trigger").tap()
      #expect(recorder.entries == ["AnotherEvent"])
    }

    @Test("An error thrown by an event responder is reported from there and reaches an outer handleError")
    func throwingResponder() throws {
      let recorder = Recorder()
      let host = ViewHost(
        TriggerView()
          .handleError(AnError.self) { recorder("inner handleError must not see it") }
          .handleEvent { _ in throw AnError() }
          .handleError(AnError.self) { recorder("outer handleError") })
      try host.button("Trigger").tap()
      #expect(recorder.entries == ["outer handleError"])
    }

    @Test("catchError turns UnauthenticatedError into ShowSignInEvent, triggered from the catch")
    func catchErrorTurnsIntoEvent() throws {
      let recorder = Recorder()
      let host = ViewHost(
        ReportView { UnauthenticatedError() }
          .catchError(UnauthenticatedError.self) { ShowSignInEvent() }
          .handleEvent(ShowSignInEvent.self) { recorder("show sign in") })
      try host.button("Report").tap()
      #expect(recorder.entries == ["show sign in"])
    }

    @Test("An event nobody handles is a runtime issue at the root, not a crash")
    func unhandledAtRoot() throws {
      struct OrphanView: View {
        @Environment(\.triggerEvent) var triggerEvent
        var body: some View {
          Button("Orphan") { triggerEvent(MyEvent(), fileID: "App/OrphanView.swift", line: 7) }
        }
      }
      let host = ViewHost(OrphanView())
      try expectIssues([
        "Unhandled event MyEvent: no responder handled it. "
          + "Add .handleEvent(MyEvent.self) { … } to an ancestor view."
      ]) {
        try host.button("Orphan").tap()
      }
    }
  }
#endif
