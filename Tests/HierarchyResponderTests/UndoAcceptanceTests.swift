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
    var journeys: [Journey] = []
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
      .onJourney { store.journeys.append($0) }
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

  /// The line of the detail pane's `handleUndoableEvent`, which its removal takes away.
  let paneResponderLine: UInt = #line + 12

  /// A window whose delete responder lives in a pane that can be closed.
  struct ClosablePaneView: View {
    @ObservedObject var store: UndoItemStore
    @State private var showsPane = true

    var body: some View {
      VStack {
        Button("Close pane") { showsPane = false }
        if showsPane {
          DeleteRow(item: "B")
            .handleUndoableEvent(DeleteItem.self) { event in
              guard let index = store.delete(event.item) else { return nil }
              return UndoAction(RestoreItem(item: event.item, index: index), actionName: "Delete \(event.item)")
            }
            .handleEvent(RestoreItem.self) { event in store.items.insert(event.item, at: event.index) }
        }
      }
    }
  }

  /// A list whose deletes reach a server first: the undo is registered when the work succeeds.
  struct AsyncUndoListView: View {
    @ObservedObject var store: UndoItemStore

    var body: some View {
      VStack {
        ForEach(store.items, id: \.self) { item in DeleteRow(item: item) }
      }
      .handleUndoableEvent(DeleteItem.self) { event in
        await Task.yield()
        if store.failing.contains(event.item) { throw ItemDeleteFailed() }
        guard let index = store.delete(event.item) else { return nil }
        return UndoAction(RestoreItem(item: event.item, index: index), actionName: "Delete \(event.item)")
      }
      .handleEvent(RestoreItem.self) { event in store.items.insert(event.item, at: event.index) }
      .handleError(ItemDeleteFailed.self) { store.journeys = [] }
    }
  }

  /// One button that deletes the first item: many undoable edits without many rows.
  struct BulkUndoView: View {
    let store: UndoItemStore

    var body: some View {
      DeleteFirstButton(store: store)
        .handleUndoableEvent(DeleteItem.self) { event in
          guard let index = store.delete(event.item) else { return nil }
          return UndoAction(RestoreItem(item: event.item, index: index), actionName: "Delete")
        }
        .handleEvent(RestoreItem.self) { event in store.items.insert(event.item, at: event.index) }
    }
  }

  struct DeleteFirstButton: View {
    let store: UndoItemStore
    @Environment(\.triggerEvent) private var triggerEvent
    var body: some View {
      Button("Delete first") { triggerEvent(DeleteItem(item: store.items[0])) }
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

    @Test func undoAfterTheRegisteringViewIsGoneSendsNothingAndReportsIt() throws {
      let store = UndoItemStore()
      let host = ViewHost(ClosablePaneView(store: store))
      try host.button("Delete B").tap()
      try host.button("Close pane").tap()
      let undoManager = try #require(host.undoManager)
      #expect(undoManager.undoMenuItemTitle == "Undo Delete B")

      let site = "HierarchyResponderTests/UndoAcceptanceTests.swift:\(paneResponderLine)"
      expectIssues([
        "Undo Delete B sent nothing: the responder that registered it (.handleUndoableEvent at \(site)) was removed with its view, so RestoreItem has no position to travel from."
      ]) {
        undoManager.undo()
      }
      #expect(store.items == ["A", "C"])
      #expect(undoManager.canUndo == false)
      #expect(undoManager.canRedo == false)
    }

    @Test func undoOfAnAsyncResponderRegistersWhenItsWorkSucceedsOnly() async throws {
      let store = UndoItemStore()
      store.failing = ["A"]
      let host = ViewHost(AsyncUndoListView(store: store))
      let undoManager = try #require(host.undoManager)

      try host.button("Delete A").tap()
      try await host.settle()
      #expect(store.items == ["A", "B", "C"])
      #expect(undoManager.canUndo == false)

      try host.button("Delete B").tap()
      #expect(undoManager.canUndo == false)
      try await host.settle()
      #expect(store.items == ["A", "C"])
      #expect(undoManager.undoMenuItemTitle == "Undo Delete B")

      undoManager.undo()
      #expect(store.items == ["A", "B", "C"])
      undoManager.redo()
      // Redo's trip is pending in the asynchronous responder: its undo is registered already, and
      // kept when the work succeeds.
      #expect(undoManager.canUndo == true)
      try await host.settle()
      #expect(store.items == ["A", "C"])
      #expect(undoManager.undoMenuItemTitle == "Undo Delete B")
    }

    @Test func undoOfAnAsyncRedoThatFailsIsRemoved() async throws {
      let store = UndoItemStore()
      let host = ViewHost(AsyncUndoListView(store: store))
      let undoManager = try #require(host.undoManager)
      try host.button("Delete B").tap()
      try await host.settle()
      undoManager.undo()
      #expect(store.items == ["A", "B", "C"])

      store.failing = ["B"]
      undoManager.redo()
      try await host.settle()
      await drainMainActor()
      #expect(store.items == ["A", "B", "C"])
      #expect(undoManager.canUndo == false)
      #expect(undoManager.canRedo == false)
    }

    @Test func undoWithoutAnUndoManagerHandlesTheEventAndRegistersNothing() throws {
      let store = UndoItemStore()
      let host = ViewHost(UndoListView(store: store), supportsUndo: false)
      #expect(host.undoManager == nil)
      try host.button("Delete B").tap()
      #expect(store.items == ["A", "C"])
      #expect(store.journeys.map(\.outcome.description).last?.hasPrefix("handled by .handleUndoableEvent") == true)
    }

    @Test func undoOfTenThousandEditsLosesNothing() throws {
      let store = UndoItemStore()
      store.items = (0..<10_000).map(String.init)
      let host = ViewHost(BulkUndoView(store: store))
      let undoManager = try #require(host.undoManager)
      let button = try host.button("Delete first")
      for _ in 0..<10_000 { try button.tap() }
      #expect(store.items.isEmpty)
      var undone = 0
      while undoManager.canUndo {
        undoManager.undo()
        undone += 1
      }
      #expect(undone == 10_000)
      #expect(store.items == (0..<10_000).map(String.init))
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
