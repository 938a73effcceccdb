/// Conforming types represent a group of related commands that can be exposed to the user via
/// the main menu on macOS and key commands on iOS.
///
/// Compose commands from ``CommandMenu``, ``CommandGroup`` and other commands, and add them to
/// a scene with `commands(content:)`. An ``AppHost`` lists them as menus
/// (``AppHost/menus``), chooses their items and presses their keyboard shortcuts. Commands may
/// read `@FocusedValue` (the key window's focused values): they re-render when it changes.
///
/// ```swift
/// // Fragment
/// struct NoteCommands: Commands {
///   @FocusedValue(\.selectedNote) private var note
///   var body: some Commands {
///     CommandMenu("Note") {
///       Button("Pin") { note?.wrappedValue.isPinned = true }
///         .keyboardShortcut("p")
///         .disabled(note == nil)
///     }
///   }
/// }
/// ```
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public protocol Commands {
  /// The type of commands that represents the body of this command hierarchy.
  associatedtype Body: Commands

  /// The contents of the command hierarchy.
  @CommandsBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// An empty group of commands.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct EmptyCommands: Commands {
  /// Creates an empty command hierarchy.
  nonisolated public init() {}

  /// The contents of the command hierarchy: none.
  public var body: Never { fatalError("EmptyCommands has no body") }
}

extension Never: Commands {}

extension EmptyCommands: PrimitiveCommands {
  func contributions(in node: Node) -> [CommandElement] { [] }
}
