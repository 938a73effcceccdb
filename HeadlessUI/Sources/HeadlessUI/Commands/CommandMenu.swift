/// Command menus are stand-alone, top-level containers for controls that perform related,
/// app-specific commands.
///
/// On macOS they are menu bar menus, inserted between the built-in View and Window menus in
/// order of declaration; on iPadOS, the commands that have a keyboard shortcut become key
/// commands. An ``AppHost`` lists it among ``AppHost/menus`` with its buttons as items.
///
/// ```swift
/// // Fragment
/// CommandMenu("Note") {
///   Button("Pin") { pin() }.keyboardShortcut("p")
/// }
/// ```
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct CommandMenu<Content>: Commands where Content: View {
  internal let name: Text
  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let content: Content

  /// Creates a new menu with a localized name for a collection of app-specific commands,
  /// inserted in the standard location for app menus (after the View menu, in order with other
  /// menus declared without an explicit location).
  ///
  /// - Parameters:
  ///   - nameKey: A localized string key for the name of the menu.
  ///   - content: The menu's items.
  nonisolated public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(Text(nameKey), content: content)
  }

  /// Creates a new menu for a collection of app-specific commands, inserted in the standard
  /// location for app menus (after the View menu, in order with other menus declared without an
  /// explicit location).
  ///
  /// - Parameters:
  ///   - name: The name of the menu.
  ///   - content: The menu's items.
  nonisolated public init(_ name: Text, @ViewBuilder content: () -> Content) {
    self.name = name
    self.content = content()
  }

  /// Creates a new menu for a collection of app-specific commands, inserted in the standard
  /// location for app menus (after the View menu, in order with other menus declared without an
  /// explicit location).
  ///
  /// - Parameters:
  ///   - name: A string for the name of the menu (not localized).
  ///   - content: The menu's items.
  @_disfavoredOverload
  nonisolated public init<S>(_ name: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
    self.init(Text(name), content: content)
  }

  /// The contents of the command hierarchy (HeadlessUI shows the menu itself).
  public var body: Never { fatalError("CommandMenu has no body") }
}

extension CommandMenu: MenuContributing {
  var menuTitle: String { name.string }
  var menuContent: any View { content }
}
