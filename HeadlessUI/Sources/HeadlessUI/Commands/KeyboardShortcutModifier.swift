extension View {
  /// Assigns a keyboard shortcut to the modified control.
  ///
  /// Pressing the shortcut activates the control, as a tap would: in a window, while the
  /// control is on screen and enabled (``AppHost/press(_:modifiers:)`` looks in the key window
  /// first); in a menu, the menu item.
  ///
  /// ```swift
  /// // Fragment
  /// Button("Pin") { pin() }.keyboardShortcut("p")
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key equivalent that the user presses in conjunction with any specified
  ///     modifier keys to activate the shortcut.
  ///   - modifiers: The modifier keys that the user presses in conjunction with `key`. The
  ///     default is Command (⌘).
  @available(iOS 14.0, macOS 11.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
    keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
  }

  /// Assigns a keyboard shortcut to the modified control.
  ///
  /// - Parameter shortcut: The shortcut to associate with this control.
  @available(iOS 14.0, macOS 11.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
    modifier(KeyboardShortcutModifier(shortcut: shortcut))
  }
}

/// Gives the controls in its content a keyboard shortcut.
nonisolated struct KeyboardShortcutModifier: ViewModifier {
  typealias Body = Never
  let shortcut: KeyboardShortcut
}

@MainActor
extension KeyboardShortcutModifier: PrimitiveModifier, AttributeReporting {
  func render(content: any View, node: Node, in graph: ViewGraph) {
    var context = node.context
    context.environment.assignedKeyboardShortcut = shortcut
    graph.reconcileChildren(of: node, [ChildElement(key: 0, view: content)], context: context)
  }

  func describe() -> String { ".keyboardShortcut(\(shortcut.displayName))" }

  var attribute: ViewAttribute { ViewAttribute(name: "keyboardShortcut", value: shortcut.displayName) }
}

private struct AssignedKeyboardShortcutKey: EnvironmentKey {
  static var defaultValue: KeyboardShortcut? { nil }
}

extension EnvironmentValues {
  /// The shortcut a `keyboardShortcut` modifier gave the controls below.
  var assignedKeyboardShortcut: KeyboardShortcut? {
    get { self[AssignedKeyboardShortcutKey.self] }
    set { self[AssignedKeyboardShortcutKey.self] = newValue }
  }
}

extension KeyboardShortcut {
  /// As a menu shows it: `⇧⌘N`, `⌫`.
  var displayName: String {
    var result = ""
    if modifiers.contains(.control) { result += "⌃" }
    if modifiers.contains(.option) { result += "⌥" }
    if modifiers.contains(.shift) { result += "⇧" }
    if modifiers.contains(.command) { result += "⌘" }
    switch key {
    case .delete: result += "⌫"
    case .deleteForward: result += "⌦"
    case .return: result += "↩"
    case .escape: result += "⎋"
    case .tab: result += "⇥"
    case .space: result += "Space"
    case .upArrow: result += "↑"
    case .downArrow: result += "↓"
    case .leftArrow: result += "←"
    case .rightArrow: result += "→"
    default: result += String(key.character).uppercased()
    }
    return result
  }
}
