/// Keyboard shortcuts describe combinations of keys on a keyboard that the user can press in
/// order to activate a button or toggle.
///
/// ```swift
/// // Fragment
/// Button("Save") { save() }.keyboardShortcut(KeyboardShortcut("s"))
/// ```
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct KeyboardShortcut: Sendable {
  /// The standard keyboard shortcut for the default button, consisting of the Return (↩) key
  /// and no modifiers.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])

  /// The standard keyboard shortcut for cancelling the in-progress action or dismissing a
  /// prompt, consisting of the Escape (⎋) key and no modifiers.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

  /// The key equivalent that the user presses in conjunction with any specified modifier keys
  /// to activate the shortcut.
  public var key: KeyEquivalent

  /// The modifier keys that the user presses in conjunction with a key equivalent to activate
  /// the shortcut.
  public var modifiers: EventModifiers

  /// Creates a new keyboard shortcut with the given key equivalent and set of modifier keys.
  ///
  /// - Parameters:
  ///   - key: The key equivalent that the user presses in conjunction with any specified
  ///     modifier keys to activate the shortcut.
  ///   - modifiers: The modifier keys that the user presses in conjunction with `key` to
  ///     activate the shortcut. The default is Command (⌘).
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.key = key
    self.modifiers = modifiers
  }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension KeyboardShortcut: Hashable {
  /// Whether two shortcuts have the same key and modifiers.
  ///
  /// - Parameters:
  ///   - lhs: A shortcut.
  ///   - rhs: Another shortcut.
  public static func == (lhs: KeyboardShortcut, rhs: KeyboardShortcut) -> Bool {
    lhs.key == rhs.key && lhs.modifiers.rawValue == rhs.modifiers.rawValue
  }

  /// Hashes the key and the modifiers.
  ///
  /// - Parameter hasher: The hasher to use when combining the components of this instance.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
    hasher.combine(modifiers.rawValue)
  }
}
