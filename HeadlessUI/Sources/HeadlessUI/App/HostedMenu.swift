/// One menu of an ``AppHost``'s menu bar, as ``AppHost/menus`` lists it.
///
/// ```swift
/// // Fragment
/// let edit = try #require(app.menus.first { $0.title == "Edit" })
/// #expect(edit.items.map(\.title) == ["Delete"])
/// ```
@MainActor
public struct HostedMenu {
  /// The menu's title (`File`, `Edit`, a `CommandMenu`'s name…).
  public let title: String
  /// Its items (the buttons of its commands), in order.
  public let items: [HostedMenuItem]
}

/// One item of a menu of an ``AppHost``'s menu bar: a button of a ``CommandMenu`` or a
/// ``CommandGroup``, or a toggle — on macOS a menu item with a checkmark while it is on
/// (Apple's `ToggleStyle.automatic` documentation, contextual defaults: a toggle in a menu shows its
/// label with a checkmark that appears only in the on state).
///
/// ```swift
/// // Fragment
/// let delete = try app.menuItem("Delete", in: "Edit")
/// if delete.isEnabled { try delete.choose() }
/// #expect(try app.menuItem("Bold").isOn == true)
/// ```
@MainActor
public struct HostedMenuItem: @MainActor CustomStringConvertible {
  let node: Node
  let app: AppHost

  /// The item's title: the texts of its label.
  public var title: String { node.title }

  /// Whether the item can be chosen (not under `disabled(true)`).
  public var isEnabled: Bool { node.environment.isEnabled }

  /// Whether a toggle's item shows its checkmark; `nil` for a button's item.
  public var isOn: Bool? { node.view(as: ToggleProtocol.self)?.isOn.wrappedValue }

  /// The keyboard shortcut the item shows, if any.
  public var keyboardShortcut: KeyboardShortcut? { node.environment.assignedKeyboardShortcut }

  /// Chooses the item, as a click on it does: its button's action runs (a toggle flips), then
  /// the app updates.
  ///
  /// - Throws: ``ViewHostError`` when the item is disabled (`Button "Delete" is disabled: it
  ///   cannot be chosen.`) or no longer in its menu.
  public func choose() throws {
    guard node.isMounted else { throw ViewHostError("The menu item \(title.debugDescription) is no longer in the menu bar.") }
    try node.checkEnabled(to: "chosen")
    if let toggle = node.view(as: ToggleProtocol.self) {
      toggle.isOn.wrappedValue.toggle()
    } else {
      try node.button?.trigger(from: node)
    }
    try app.update()
  }

  /// `Delete (⌫)`, `Pin (⌘P, disabled)`, `Bold (⌘B, on)`.
  public var description: String {
    let state = isOn.map { $0 ? "on" : "off" }
    let details = [keyboardShortcut?.displayName, state, isEnabled ? nil : "disabled"].compactMap { $0 }
    return details.isEmpty ? title : "\(title) (\(details.joined(separator: ", ")))"
  }
}
