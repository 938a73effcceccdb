import Foundation

/// Mounts a whole ``App`` headlessly: its windows, its menu bar, focus and the key window.
///
/// Each ``WindowGroup`` opens one window (a ``ViewHost`` of its own); more open with
/// ``openWindow(id:)``, and the newest window becomes the key window, as on macOS.
/// `@FocusedValue` — in commands and in views — reads the key window's focused values. The menu
/// bar lists the app's ``CommandMenu``s and ``CommandGroup``s (not the system's own items);
/// choosing an item runs its button, and a keyboard shortcut goes to the key window's on-screen
/// controls first, then to the menu bar's items, as AppKit delivers key equivalents to the key
/// window before the main menu.
///
/// ```swift
/// // Fragment
/// let app = AppHost(NotesApp())
/// try app.keyWindow?.host.find(text: "Groceries").focus()
/// #expect(try app.menuItem("Delete", in: "Edit").isEnabled)
/// try app.press(.delete, modifiers: [])
/// ```
@MainActor
public final class AppHost {
  private let center = FocusCenter()
  /// The app's `@AppStorage` values, shared by its windows and menu bar.
  private let defaults = InMemoryDefaults()
  private let groups: [WindowGroupDefinition]
  /// Runs the app's body again: the window groups with their content made anew, for a new window.
  private let makeGroups: @MainActor () -> [WindowGroupDefinition]
  /// The environment every window and the menu bar start from.
  private let baseEnvironment: EnvironmentValues
  private var menuBar: ViewHost!
  /// The open windows, oldest first.
  public private(set) var windows: [HostedWindow] = []

  /// The title HeadlessUI gives the app menu (the one macOS titles with the app's name), where
  /// `.appInfo`, `.appSettings` and `.appTermination` groups go.
  public let appMenuTitle: String

  /// Mounts `app`: opens the first window of each window group (the last opened is key) and
  /// builds the menu bar from the scenes' commands.
  ///
  /// - Parameters:
  ///   - app: the app to mount.
  ///   - appMenuTitle: the title of the app menu.
  public convenience init<A: App>(_ app: A, appMenuTitle: String = "App") {
    self.init(app, appMenuTitle: appMenuTitle, environment: EnvironmentValues())
  }

  /// Mounts `app` with `environment` as the environment of its windows and menu bar (a library
  /// that watches an app, such as HierarchyResponder's event map, writes its own values there).
  ///
  /// - Parameters:
  ///   - app: the app to mount.
  ///   - appMenuTitle: the title of the app menu.
  ///   - environment: the environment every window and the menu bar start from.
  package init<A: App>(_ app: A, appMenuTitle: String = "App", environment: EnvironmentValues) {
    baseEnvironment = environment
    self.appMenuTitle = appMenuTitle
    var collection = SceneCollection()
    collection.collect(app.body)
    groups = collection.windowGroups
    makeGroups = {
      var collection = SceneCollection()
      collection.collect(app.body)
      return collection.windowGroups
    }
    for group in groups { open(group) }
    var environment = baseEnvironment
    environment.focusCenter = center
    environment.appStorageStore = defaults
    func mount<V: View>(_ view: V) -> ViewHost { ViewHost(view, environment: environment) }
    menuBar = mount(CommandsView<TupleCommands>(commands: TupleCommands(parts: collection.commands)))
  }

  /// Makes the window the key window: commands and shortcuts go to its focused view.
  public var keyWindow: HostedWindow? {
    windows.first { $0.scope === center.keyScope }
  }

  /// Opens a new window of the window group with identifier `id` (the first group when `nil`);
  /// it becomes the key window. Each window has its own state and focus.
  ///
  /// The group's content is made anew for the window (the app's body runs again), so each window
  /// is a new instance of its views: `@State var model = Model()` in the content gives each
  /// window its own model, while the app's own `@State` stays one value for all windows.
  ///
  /// - Parameter id: the identifier of the window group, as in `WindowGroup(id:content:)`.
  /// - Returns: the new window.
  /// - Throws: ``ViewHostError`` when the app has no such window group, or updates do not settle.
  @discardableResult
  public func openWindow(id: String? = nil) throws -> HostedWindow {
    let index = id.map { id in groups.firstIndex { $0.id == id } } ?? (groups.isEmpty ? nil : 0)
    guard let index else {
      throw ViewHostError("The app has no window group\(id.map { " with id \($0.debugDescription)" } ?? "").")
    }
    // SwiftUI instantiates the group's template for each window ("A closure that creates the
    // content for each instance of the group"): the content of this window is made now.
    let made = makeGroups()
    let window = open(made.indices.contains(index) && made[index].id == groups[index].id ? made[index] : groups[index])
    try update()
    return window
  }

  @discardableResult
  private func open(_ group: WindowGroupDefinition) -> HostedWindow {
    let scope = FocusScope(center: center)
    var environment = baseEnvironment
    environment.focusScope = scope
    environment.appStorageStore = defaults
    // Each window has its own undo manager, as each of SwiftUI's windows does.
    environment.setUndoManager(UndoManager())
    func mount<V: View>(_ view: V) -> ViewHost { ViewHost(view, environment: environment) }
    let window = HostedWindow(host: mount(group.content), scope: scope, title: group.title, number: windows.count + 1)
    windows.append(window)
    center.keyScope = scope
    return window
  }

  /// Makes `window` the key window (as clicking it does): commands and keyboard shortcuts go to
  /// its focused view, and `@FocusedValue` reads its values.
  ///
  /// - Parameter window: one of ``windows``.
  /// - Throws: ``ViewHostError`` when the window is closed, or updates do not settle.
  public func makeKey(_ window: HostedWindow) throws {
    guard windows.contains(where: { $0 === window }) else { throw ViewHostError("\(window) is closed.") }
    center.keyScope = window.scope
    try update()
  }

  /// Closes `window`: its views disappear and its tasks are cancelled; the most recent other
  /// window becomes key.
  ///
  /// - Parameter window: one of ``windows``.
  /// - Throws: ``ViewHostError`` when updates do not settle.
  public func close(_ window: HostedWindow) throws {
    windows.removeAll { $0 === window }
    window.host.unmount()
    if center.keyScope === window.scope || center.keyScope == nil { center.keyScope = windows.last?.scope }
    try update()
  }

  // MARK: Menu bar

  /// The menus of the menu bar that hold the app's commands, in macOS's order: the app menu,
  /// File, Edit, Format, View, the app's command menus in order of declaration, Window, Help.
  public var menus: [HostedMenu] {
    try? update()
    var titles: [String] = []
    var items: [String: [HostedMenuItem]] = [:]
    for node in menuBar.graph.root.screenNodes() {
      guard let menu = node.view(as: MenuContentView.self) else { continue }
      let title = menu.title.isEmpty ? appMenuTitle : menu.title
      if items[title] == nil { titles.append(title) }
      items[title, default: []] += node.screenNodes().filter { $0.button != nil || $0.view(as: ToggleProtocol.self) != nil }
        .map { HostedMenuItem(node: $0, app: self) }
    }
    let leading = [appMenuTitle, "File", "Edit", "Format", "View"]
    let trailing = ["Window", "Help"]
    let ordered = leading.filter(titles.contains) + titles.filter { !leading.contains($0) && !trailing.contains($0) }
      + trailing.filter(titles.contains)
    return ordered.map { HostedMenu(title: $0, items: items[$0] ?? []) }
  }

  /// The one menu item titled `title` (in the menu titled `menu`, when given).
  ///
  /// - Parameters:
  ///   - title: the item's title.
  ///   - menu: the menu's title, or `nil` for any menu.
  /// - Throws: ``ViewHostError`` when there is none or several.
  public func menuItem(_ title: String, in menu: String? = nil) throws -> HostedMenuItem {
    let found = menus.filter { menu == nil || $0.title == menu }.flatMap(\.items).filter { $0.title == title }
    guard found.count == 1 else {
      throw ViewHostError(
        "\(found.isEmpty ? "No" : "\(found.count)") menu items titled \(title.debugDescription)\(menu.map { " in \($0.debugDescription)" } ?? "")\(found.isEmpty ? "" : ": expected one").")
    }
    return found[0]
  }

  /// Presses a keyboard shortcut, as SwiftUI delivers it: to the first enabled, on-screen control
  /// of the key window that has it, else to the menu bar item that has it (a disabled item
  /// takes it and does nothing, as a disabled menu item on macOS does).
  ///
  /// On macOS SwiftUI looks in the key window, then in the main window, then in the command
  /// groups (`keyboardShortcut(_:modifiers:)`'s documentation). Every window HeadlessUI opens is
  /// a window group's, which can be main, so the key window is also the main window and the
  /// second step finds nothing the first did not (a panel that is key while another window is
  /// main is not modelled).
  ///
  /// ```swift
  /// try app.press("n", modifiers: [.command, .shift])
  /// ```
  ///
  /// - Parameters:
  ///   - key: the key.
  ///   - modifiers: the modifier keys held; Command by default.
  /// - Returns: whether a control or a menu item ran.
  /// - Throws: ``ViewHostError`` when the action cannot run or updates do not settle.
  @discardableResult
  public func press(_ key: KeyEquivalent, modifiers: EventModifiers = .command) throws -> Bool {
    try update()
    let shortcut = KeyboardShortcut(key, modifiers: modifiers)
    if let window = keyWindow {
      window.scope.dropFocusOffScreen()
      let control = window.host.graph.root.screenNodes().first {
        $0.button != nil && $0.environment.assignedKeyboardShortcut == shortcut && $0.environment.isEnabled
      }
      if let control, let button = control.button {
        try button.trigger(from: control)
        try update()
        return true
      }
    }
    guard let item = menus.flatMap(\.items).first(where: { $0.keyboardShortcut == shortcut }), item.isEnabled else {
      return false
    }
    try item.choose()
    return true
  }

  /// Closes every window and removes the menu bar, cancelling the work in flight (a crawl ends
  /// each path so).
  package func tearDown() {
    for window in windows { window.host.unmount() }
    windows.removeAll()
    center.keyScope = nil
    menuBar.unmount()
  }

  // MARK: Undo and Redo

  /// The title of the Edit menu's Undo item, as macOS shows it for the key window: its undo
  /// manager's `undoMenuItemTitle` ("Undo Delete Item"; "Undo" when there is nothing to undo or no
  /// key window). The system Edit menu's Undo and Redo act on the first responder's undo manager,
  /// which for a SwiftUI window is the one its views read from `\.undoManager`.
  public var undoMenuItemTitle: String { keyWindow?.host.undoManager?.undoMenuItemTitle ?? "Undo" }

  /// The title of the Edit menu's Redo item for the key window ("Redo Delete Item", or "Redo").
  public var redoMenuItemTitle: String { keyWindow?.host.undoManager?.redoMenuItemTitle ?? "Redo" }

  /// Whether the Edit menu's Undo item is enabled: the key window's undo manager can undo.
  public var canUndo: Bool { keyWindow?.host.undoManager?.canUndo ?? false }

  /// Whether the Edit menu's Redo item is enabled: the key window's undo manager can redo.
  public var canRedo: Bool { keyWindow?.host.undoManager?.canRedo ?? false }

  /// Chooses the Edit menu's Undo item: the key window's undo manager undoes its last group, then
  /// the app updates.
  ///
  /// ```swift
  /// // Fragment
  /// #expect(app.undoMenuItemTitle == "Undo Delete Item")
  /// try app.chooseUndo()
  /// ```
  ///
  /// - Throws: ``ViewHostError`` when there is nothing to undo (`Undo is disabled: the key window
  ///   has nothing to undo.`), or updates do not settle.
  public func chooseUndo() throws {
    guard let undoManager = keyWindow?.host.undoManager, undoManager.canUndo else {
      throw ViewHostError("Undo is disabled: the key window has nothing to undo.")
    }
    undoManager.undo()
    try update()
  }

  /// Chooses the Edit menu's Redo item: the key window's undo manager redoes its last undone
  /// group, then the app updates.
  ///
  /// - Throws: ``ViewHostError`` when there is nothing to redo (`Redo is disabled: the key window
  ///   has nothing to redo.`), or updates do not settle.
  public func chooseRedo() throws {
    guard let undoManager = keyWindow?.host.undoManager, undoManager.canRedo else {
      throw ViewHostError("Redo is disabled: the key window has nothing to redo.")
    }
    undoManager.redo()
    try update()
  }

  // MARK: Diagnostics

  /// How many times a `body` of type `type` was evaluated in the menu bar (the app's commands and
  /// the views they hold) since the app was mounted or ``resetBodyEvaluationCounts()``: how often
  /// a command was re-evaluated.
  ///
  /// ```swift
  /// // Fragment
  /// app.resetBodyEvaluationCounts()
  /// try app.keyWindow?.host.button("Refresh").tap()
  /// #expect(app.menuBarBodyEvaluationCount(of: EditCommands.self) == 0)
  /// ```
  ///
  /// - Parameter type: a view type, or a view modifier type.
  public func menuBarBodyEvaluationCount(of type: Any.Type) -> Int {
    menuBar.bodyEvaluationCount(of: type)
  }

  /// Sets every body evaluation count of the menu bar and of every window to zero.
  public func resetBodyEvaluationCounts() {
    menuBar.resetBodyEvaluationCounts()
    for window in windows { window.host.resetBodyEvaluationCounts() }
  }

  // MARK: Updates

  /// Applies pending updates of every window and of the menu bar, until none is left (focus
  /// moving in one window changes what the menu bar's `@FocusedValue`s read).
  ///
  /// - Throws: ``ViewHostError`` when updates keep invalidating views.
  public func update() throws {
    #if !canImport(ObjectiveC)
      // Choosing a menu item is an event of the key window: its undo group closes with it.
      for window in windows { window.host.undoManager?.endEventGroup() }
    #endif
    for _ in 0..<10 {
      let hosts = windows.map(\.host) + [menuBar].compactMap { $0 }
      guard hosts.contains(where: { $0.graph.hasPendingWork }) else { return }
      for host in hosts { try host.update() }
    }
  }

  /// Lets pending work of every window run (see ``ViewHost/settle(timeout:maxRounds:)``), then
  /// applies the updates it causes everywhere.
  ///
  /// - Parameter timeout: how long to wait, in seconds, for each window's tasks and outside work.
  /// - Throws: ``ViewHostError`` when work is still running after `timeout`.
  public func settle(timeout: TimeInterval = 1) async throws {
    for window in windows { try await window.host.settle(timeout: timeout) }
    try update()
  }
}
