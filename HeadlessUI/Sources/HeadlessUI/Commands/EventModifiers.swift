/// A set of key modifiers that you can add to a gesture or a keyboard shortcut.
///
/// ```swift
/// // Fragment
/// Button("New Note") { newNote() }.keyboardShortcut("n", modifiers: [.command, .shift])
/// ```
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct EventModifiers: OptionSet, Sendable {
  /// The raw value.
  public let rawValue: Int

  /// Creates a new set from a raw value.
  ///
  /// - Parameter rawValue: The raw value with which to create the key modifier.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The Caps Lock key.
  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  /// The Shift key.
  public static let shift = EventModifiers(rawValue: 1 << 1)
  /// The Control key.
  public static let control = EventModifiers(rawValue: 1 << 2)
  /// The Option key.
  public static let option = EventModifiers(rawValue: 1 << 3)
  /// The Command key.
  public static let command = EventModifiers(rawValue: 1 << 4)
  /// Any key on the numeric keypad.
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  /// All possible modifier keys.
  public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}
