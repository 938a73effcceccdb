// Acceptance tests of capabilities where they meet (issue 49): validation follows delivery's phases,
// the redo of an undo group keeps the group's name, and the event map reports requests answered
// through a dialog, errors thrown by responders and confirmation dialogs as the docs say.
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Testing

  // MARK: Phases × validation

  private struct CloseTab: Event {}

  /// What the window and the panel did with ⌘W.
  @MainActor
  private final class CloseTabLog {
    static let shared = CloseTabLog()
    var entries: [String] = []
  }

  /// A focused panel that would take Close Tab, but declares it disabled.
  private struct TabPanel: View {
    @Environment(\.triggerEvent) private var triggerEvent

    var body: some View {
      Button("Send from the panel") { triggerEvent(CloseTab()) }
        .focusable()
        .handleEvent(CloseTab.self, isEnabled: false) { CloseTabLog.shared.entries.append("panel") }
    }
  }

  /// The window acts first on Close Tab, in the capture phase.
  private struct TabWindowApp: App {
    var body: some Scene {
      WindowGroup {
        VStack { TabPanel() }
          .handleEvent(CloseTab.self, phase: .capture) { CloseTabLog.shared.entries.append("window") }
      }
      .commands { CommandMenu("File") { EventCommand("Close Tab", event: CloseTab()) } }
    }
  }

  /// A panel that would take Close Tab and says it can be chosen.
  private struct OpenTabPanel: View {
    @Environment(\.triggerEvent) private var triggerEvent

    var body: some View {
      Button("Send from the panel") { triggerEvent(CloseTab()) }
        .focusable()
        .handleEvent(CloseTab.self, isEnabled: true) { CloseTabLog.shared.entries.append("panel") }
    }
  }

  /// A window whose capture responder says itself that Close Tab cannot be chosen.
  private struct LockedTabWindowApp: App {
    var body: some Scene {
      WindowGroup {
        VStack { OpenTabPanel() }
          .handleEvent(CloseTab.self, isEnabled: false, phase: .capture) { CloseTabLog.shared.entries.append("window") }
      }
      .commands { CommandMenu("File") { EventCommand("Close Tab", event: CloseTab()) } }
    }
  }

  // MARK: Undo × groups

  /// Deletes Milk, then Eggs, in one tap: one undo group, named by its last action.
  private struct GroceryList: View {
    @ObservedObject var store: UndoItemStore

    var body: some View {
      DeleteMilkAndEggs()
      .handleUndoableEvent(DeleteItem.self) { event in
        guard let index = store.delete(event.item) else { return nil }
        return UndoAction(RestoreItem(item: event.item, index: index), actionName: "Delete \(event.item)")
      }
      .handleEvent(RestoreItem.self) { event in
        store.items.insert(event.item, at: min(event.index, store.items.count))
      }
    }
  }

  /// One tap, two deletes.
  private struct DeleteMilkAndEggs: View {
    @Environment(\.triggerEvent) private var triggerEvent

    var body: some View {
      Button("Delete Milk and Eggs") {
        triggerEvent(DeleteItem(item: "Milk"))
        triggerEvent(DeleteItem(item: "Eggs"))
      }
    }
  }

  // MARK: Event map × requests, errors and dialogs

  /// The Requests article's list, with the report in it, under a screen that deletes.
  private struct Files: View {
    var body: some View {
      RequestsSnippets.ItemList(items: [RequestsSnippets.Item(id: 1, name: "Report")])
        .handleEvent(RequestsSnippets.DeleteItemEvent.self) { _ in }
    }
  }

  private struct R6Throw: Event {}
  private struct R6Boom: Error {}

  /// A button whose responder throws, with no error responder.
  private struct ThrowingScreen: View {
    var body: some View {
      EventButton("Throw", event: R6Throw())
        .handleEvent(R6Throw.self) { throw R6Boom() }
    }
  }

  @MainActor
  @Suite("Capabilities together: validation, undo and the event map agree with delivery", .serialized)
  struct CapabilitiesTogetherAcceptanceTests {
    /// UnderstandingResponders.md: "Commands are validated as they would be delivered: … a capture
    /// responder that may take the command decides before the inner ones."
    @Test("Phases × validation: a capture responder's command is enabled though the focused panel disables its own")
    func captureResponderDecidesTheCommandsState() throws {
      CloseTabLog.shared.entries = []
      let app = AppHost(TabWindowApp())
      let window = try #require(app.keyWindow)
      try window.host.button("Send from the panel").focus()
      #expect(try app.menuItem("Close Tab").isEnabled)
      try app.menuItem("Close Tab").choose()
      try window.host.button("Send from the panel").tap()
      #expect(CloseTabLog.shared.entries == ["window", "window"])
    }

    /// Phases: "Validation, capability, safety and requests count each responder in its phase";
    /// `handleEvent(_:isEnabled:phase:)` takes `phase:` as every responder family does.
    @Test("Phases × validation: a capture responder's own isEnabled decides, whatever the inner one says")
    func captureResponderWithIsEnabledDecides() throws {
      let app = AppHost(LockedTabWindowApp())
      let window = try #require(app.keyWindow)
      try window.host.button("Send from the panel").focus()
      #expect(try app.menuItem("Close Tab").isEnabled == false)
    }

    /// HeadlessUI's `UndoManager`: "An action name names the group being recorded, and carries
    /// over to the redo of that group, and back: "Undo Delete" becomes "Redo Delete"."; Apple's
    /// `undo()`: it performs the group, "recording any undo operations as redo operations
    /// instead" (Undo Architecture), as one group.
    @Test("Undo × groups: the redo of a group carries the group's name, and back")
    func redoOfAGroupCarriesItsName() throws {
      let store = UndoItemStore()
      store.items = ["Milk", "Eggs", "Bread"]
      let host = ViewHost(GroceryList(store: store))
      try host.button("Delete Milk and Eggs").tap()
      #expect(store.items == ["Bread"])
      let undoManager = try #require(host.undoManager)
      #expect(undoManager.undoMenuItemTitle == "Undo Delete Eggs")
      undoManager.undo()
      #expect(store.items == ["Milk", "Eggs", "Bread"])
      #expect(undoManager.redoMenuItemTitle == "Redo Delete Eggs")
      undoManager.redo()
      #expect(store.items == ["Bread"])
      #expect(undoManager.undoMenuItemTitle == "Undo Delete Eggs")
      undoManager.undo()
      #expect(undoManager.redoMenuItemTitle == "Redo Delete Eggs")
    }

    /// Issue 49, What to build: "a request waiting on a dialog, sheet or alert that the crawler
    /// can still press is not "still running"; the crawler answers it and attributes the answer to
    /// the path." (Requests.md: the list answers `ConfirmDeletion` through a confirmation dialog.)
    @Test("Event map × requests: a request answered through a confirmation dialog crawls clean")
    func requestAnsweredThroughADialogCrawlsClean() async throws {
      let map = try await EventMap.crawl(limits: CrawlLimits(depth: 2, wait: 0.1)) { Files() }
      #expect(map.problems.isEmpty, "\(map.problems)")
      let confirmations = map.sent.filter { $0.valueType == "ConfirmDeletion" }
      #expect(confirmations.map(\.kind) == [.request])
      #expect(confirmations.map(\.control) == [#"tap "Delete Report""#])
      #expect(confirmations.map(\.screen) == ["Files"])
      #expect(confirmations.first?.path.map(\.description) == [#"tap "Delete Report" on Files"#])
      let deletes = map.sent.filter { $0.valueType == "DeleteItemEvent" }
      #expect(deletes.map(\.description).count == 1)
      #expect(deletes.first?.path.map(\.description) == [#"tap "Delete Report" on Files"#, #"alert button "Delete" on dialog "Delete Report?""#])
    }

    /// `EventMap.Problem.unhandled`: "An event or error reached the root unhandled";
    /// `EventMap.Sending.Kind.error`: "An error (`reportError`, or thrown by a responder)."
    @Test("Event map × errors: an error a responder throws is sent, and unhandled it is named")
    func thrownErrorIsSentAndNamed() async throws {
      let map = try await EventMap.crawl(limits: CrawlLimits(depth: 1)) { ThrowingScreen() }
      #expect(map.sent.map { "\($0.kind) \($0.valueType)" } == ["event R6Throw", "error R6Boom"])
      #expect(
        map.problems.lines == [
          #"Unhandled error R6Boom: sent by tap "Throw" on ThrowingScreen, no responder took it. Reproduce: tap "Throw" on ThrowingScreen"#
        ])
    }

    /// `CrawlStep.screen`: "a presented alert as `alert "Title"`, a presented confirmation dialog
    /// as `dialog "Title"`"; `EventMap.Problem.description`: "One line: what is wrong, then
    /// `Reproduce:` and the steps".
    @Test("Event map × dialogs: a confirmation dialog is its own screen, and a failed action's line reads as the others")
    func dialogScreenAndFailedLine() async throws {
      let map = try await EventMap.crawl(limits: CrawlLimits(depth: 2, wait: 0.1)) { Files() }
      #expect(map.summary.screens == ["Files", #"dialog "Delete Report?""#])
      let failure = CrawlFailure(path: [CrawlStep(.tap, control: "Save", screen: "Editor")], message: "updates never settled")
      #expect(
        EventMap.Problem.failed(failure).description
          == #"Action failed: tap "Save" on Editor failed: updates never settled. Reproduce: tap "Save" on Editor"#)
    }
  }
#endif
