// Acceptance tests of undo through the chain (Docs/Design/Undo.md): a responder registers the
// inverse of its change with the window's undo manager; Undo sends it through the chain from that
// responder's position, Redo sends the change again; the Undo and Redo commands are titled and
// enabled by the key window's undo manager; journeys say Undo and Redo. Driven through HeadlessUI.
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Testing

  struct DeleteItem: Event { var item: String }
  struct RestoreItem: Event {
    var item: String
    var index: Int
  }
  struct DeleteTwoItems: Event {}

  /// The items of one window, and what its responders saw.
  @MainActor
  final class UndoItemStore: ObservableObject {
    @Published var items = ["A", "B", "C"]
    var journeys: [EventJourney] = []
    var failing: Set<String> = []

    /// Removes `item` and says where it was.
    func delete(_ item: String) -> Int? {
      guard let index = items.firstIndex(of: item) else { return nil }
      items.remove(at: index)
      return index
    }
  }

  struct ItemDeleteFailed: Error {}

  /// The line of the `handleUndoableEvent` below: the site journeys and issues name.
  let undoableResponderLine: UInt = #line + 15

  /// A list whose rows send `DeleteItem`; the list deletes and registers `RestoreItem`, which it
  /// handles too (written after, so outer: reached from the registering responder's position).
  struct UndoListView: View {
    @ObservedObject var store: UndoItemStore
    @Environment(\.triggerEvent) private var triggerEvent

    var body: some View {
      VStack {
        ForEach(store.items, id: \.self) { item in
          DeleteRow(item: item)
        }
        TwoDeletesButton()
      }
      .handleUndoableEvent(DeleteItem.self) { event in
        guard let index = store.delete(event.item) else { return nil }
        return UndoAction(RestoreItem(item: event.item, index: index), actionName: "Delete \(event.item)")
      }
      .handleEvent(RestoreItem.self) { event in
        store.items.insert(event.item, at: min(event.index, store.items.count))
      }
      .onEventJourney { store.journeys.append($0) }
    }
  }

  struct DeleteRow: View {
    let item: String
    @Environment(\.triggerEvent) private var triggerEvent
    var body: some View {
      Button("Delete \(item)") { triggerEvent(DeleteItem(item: item)) }
    }
  }

  /// Sends two deletes in one action: one event, one undo group.
  struct TwoDeletesButton: View {
    @Environment(\.triggerEvent) private var triggerEvent
    var body: some View {
      Button("Delete two") {
        triggerEvent(DeleteItem(item: "A"))
        triggerEvent(DeleteItem(item: "C"))
      }
    }
  }

  /// The windows' stores, by window number (each window builds its own).
  @MainActor
  final class UndoStores {
    static var made: [UndoItemStore] = []
  }

  struct UndoWindow: View {
    @StateObject private var store = UndoItemStore()
    var body: some View {
      UndoListView(store: store)
        .onAppear { UndoStores.made.append(store) }
    }
  }

  struct UndoApp: App {
    var body: some Scene {
      WindowGroup { UndoWindow() }
        .commands {
          CommandGroup(replacing: .undoRedo) {
            UndoCommand()
            RedoCommand()
          }
        }
    }
  }

  @MainActor
  @Suite(.serialized) struct UndoAcceptanceTests {
    init() { UndoStores.made = [] }

    @Test func undoRestoresADeletedRowAndRedoDeletesItAgainThroughTheChain() throws {
      let store = UndoItemStore()
      let host = ViewHost(UndoListView(store: store))
      try host.button("Delete B").tap()
      #expect(store.items == ["A", "C"])
      let undoManager = try #require(host.undoManager)
      #expect(undoManager.undoMenuItemTitle == "Undo Delete B")

      undoManager.undo()
      #expect(store.items == ["A", "B", "C"])
      #expect(undoManager.canUndo == false)
      #expect(undoManager.redoMenuItemTitle == "Redo Delete B")

      undoManager.redo()
      #expect(store.items == ["A", "C"])
      #expect(undoManager.undoMenuItemTitle == "Undo Delete B")
      #expect(undoManager.canRedo == false)

      undoManager.undo()
      #expect(store.items == ["A", "B", "C"])
    }

    @Test func undoGroupsTheChangesOfOneEventAndNamesItByTheLastAction() throws {
      let store = UndoItemStore()
      let host = ViewHost(UndoListView(store: store))
      try host.button("Delete B").tap()
      try host.button("Delete two").tap()
      #expect(store.items == [])
      let undoManager = try #require(host.undoManager)
      #expect(undoManager.undoMenuItemTitle == "Undo Delete C")

      undoManager.undo()
      #expect(store.items == ["A", "C"])
      #expect(undoManager.undoMenuItemTitle == "Undo Delete B")
      undoManager.undo()
      #expect(store.items == ["A", "B", "C"])
    }

    @Test func undoCommandsAreTitledAndEnabledByTheKeyWindowsUndoManager() throws {
      let app = AppHost(UndoApp())
      #expect(app.menus.first { $0.title == "Edit" }?.items.map(\.description) == ["Undo (disabled)", "Redo (disabled)"])

      try #require(app.keyWindow).host.button("Delete B").tap()
      try app.update()
      #expect(app.menus.first { $0.title == "Edit" }?.items.map(\.description) == ["Undo Delete B (⌘Z)", "Redo (disabled)"])
      #expect(app.undoMenuItemTitle == "Undo Delete B")

      try app.menuItem("Undo Delete B", in: "Edit").choose()
      #expect(UndoStores.made.last?.items == ["A", "B", "C"])
      #expect(app.menus.first { $0.title == "Edit" }?.items.map(\.description) == ["Undo (disabled)", "Redo Delete B (⇧⌘Z)"])

      try app.menuItem("Redo Delete B", in: "Edit").choose()
      #expect(UndoStores.made.last?.items == ["A", "C"])
      #expect(app.redoMenuItemTitle == "Redo")
    }

    @Test func undoKeyFallsThroughWithNothingToUndo() throws {
      let app = AppHost(UndoApp())
      #expect(try app.press("z") == false)
      #expect(try app.press("z", modifiers: [.command, .shift]) == false)

      try #require(app.keyWindow).host.button("Delete A").tap()
      try app.update()
      #expect(try app.press("z") == true)
      #expect(UndoStores.made.last?.items == ["A", "B", "C"])
      #expect(try app.press("z") == false)
      #expect(try app.press("z", modifiers: [.command, .shift]) == true)
      #expect(UndoStores.made.last?.items == ["B", "C"])
    }

    @Test func undoStacksAreSeparatePerWindow() throws {
      let app = AppHost(UndoApp())
      let first = try #require(app.keyWindow)
      let second = try app.openWindow()
      try second.host.button("Delete C").tap()
      try app.update()
      #expect(app.undoMenuItemTitle == "Undo Delete C")
      #expect(first.host.undoManager !== second.host.undoManager)

      try app.makeKey(first)
      #expect(app.undoMenuItemTitle == "Undo")
      #expect(app.canUndo == false)
      #expect(throws: ViewHostError.self) { try app.chooseUndo() }

      try app.makeKey(second)
      try app.chooseUndo()
      #expect(UndoStores.made.map(\.items) == [["A", "B", "C"], ["A", "B", "C"]])
    }

    @Test func undoAndRedoJourneysSayUndoAndRedo() throws {
      let store = UndoItemStore()
      let host = ViewHost(UndoListView(store: store))
      try host.button("Delete B").tap()
      let undoManager = try #require(host.undoManager)
      undoManager.undo()
      undoManager.redo()

      let site = "HierarchyResponderTests/UndoAcceptanceTests.swift:\(undoableResponderLine)"
      #expect(store.journeys.map { $0.undoTrip } == [nil, UndoTrip(.undo, actionName: "Delete B"), UndoTrip(.redo, actionName: "Delete B")])
      #expect(store.journeys.map(\.valueType) == ["DeleteItem", "RestoreItem", "DeleteItem"])
      #expect(store.journeys[1].origin.description == site)
      #expect(store.journeys[1].description.hasPrefix("RestoreItem from \(site) (Undo Delete B)\n"))
      #expect(store.journeys[2].description.hasPrefix("DeleteItem from \(site) (Redo Delete B)\n"))
      #expect(store.journeys.allSatisfy { $0.outcome != .unhandled })
    }
  }
#endif
