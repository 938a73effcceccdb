/// What a command or button that sends an event shows: whether it can be chosen, and
/// optionally whether it is on (a checkmark) and its title.
///
/// The responder that would receive the event decides it, as AppKit's `validateMenuItem(_:)`,
/// UIKit's `validate(_:)` and Flutter's `Action.isEnabled` do: declare it with
/// `validateEvent(_:_:)` or `handleEvent(_:isEnabled:handler:)`.
///
/// ```swift
/// // Fragment
/// EditorView()
///   .validateEvent(ToggleBoldEvent.self) { EventState(isEnabled: hasText, isOn: isBold) }
///   .handleEvent(ToggleBoldEvent.self) { isBold.toggle() }
/// ```
public struct EventState: Hashable, Sendable {
  /// Whether the command or button can be chosen.
  public var isEnabled: Bool
  /// Whether the command is on (a menu item with a checkmark, a toggle), or `nil` for a plain
  /// command.
  public var isOn: Bool?
  /// The title to show instead of the command's own, or `nil` to keep it.
  public var title: String?

  /// Creates a state.
  ///
  /// - Parameters:
  ///   - isEnabled: whether the command can be chosen (`true` by default).
  ///   - isOn: whether it is on (a checkmark), or `nil` for a plain command.
  ///   - title: the title to show instead of the command's own, or `nil`.
  public init(isEnabled: Bool = true, isOn: Bool? = nil, title: String? = nil) {
    self.isEnabled = isEnabled
    self.isOn = isOn
    self.title = title
  }

  /// The state of a command whose responder declared no validation: enabled, plain, its own title.
  public static let enabled = EventState()
}
