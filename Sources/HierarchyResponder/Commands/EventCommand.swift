#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// A menu command (or keyboard shortcut) that triggers an event from the focused view of the
/// key window, and shows the state the responder that would receive it declares: disabled when
/// no responder on that path takes the event's type or that responder's validation says so, a
/// checkmark, a title.
///
/// Put it in a `CommandMenu` or `CommandGroup`: on macOS it is a menu item, on iPadOS its
/// keyboard shortcut is a key command. Choosing it makes the event (an autoclosure, as for
/// ``EventButton``) and sends it from the position `FocusedValues.triggerEvent` holds: the
/// focused view's own position, or the innermost window-level responder when nothing has focus.
/// It travels outward like any event: a `receiveEvent` that declines passes it on. The command
/// is disabled when ``/HierarchyResponderCore/TriggerEvent/hasResponder(for:)`` says no responder on that path takes the
/// event's type, so the menu item greys out as AppKit's nil-targeted items do, and it follows
/// focus and the key window. The first responder on the path that takes the type decides the
/// rest (``/HierarchyResponderCore/TriggerEvent/eventState(for:)``): a validation written
/// inside it (`validateEvent`, `handleEvent(_:isEnabled:handler:)`) can disable the command,
/// give it a checkmark (it is then a `Toggle`, a menu item with a checkmark on macOS) or a
/// title; it follows the state the validation reads.
///
/// ```swift
/// // Fragment
/// WindowGroup { NotesView() }
///   .commands {
///     CommandGroup(after: .pasteboard) {
///       EventCommand("Delete", event: DeleteEvent())
///         .keyboardShortcut(.delete, modifiers: [])
///     }
///   }
/// ```
///
/// Journeys name the command's line as the event's origin; the first responders they cross are
/// the focused view's.
public struct EventCommand<Label: View>: View {
  @FocusedValue(\.triggerEvent) private var triggerEvent
  @FocusedValue(\.validationTrail) private var validations

  private let event: () -> any Event
  private let eventType: any Event.Type
  private let role: ButtonRole?
  private let label: Label
  private let fileID: StaticString
  private let filePath: StaticString
  private let line: UInt
  private let column: UInt

  /// Creates a command with a custom label that triggers `event`.
  ///
  /// - Parameters:
  ///   - event: the event to trigger, made when the command is chosen.
  ///   - fileID: the caller's file: the event's origin in journeys and runtime issues.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  ///   - label: the command's label.
  public init<E: Event>(
    _ event: @autoclosure @escaping () -> E, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    @ViewBuilder label: () -> Label
  ) {
    self.init(event(), role: nil, fileID: fileID, filePath: filePath, line: line, column: column, label: label)
  }

  /// Creates a command with a role and a custom label that triggers `event`.
  ///
  /// - Parameters:
  ///   - event: the event to trigger, made when the command is chosen.
  ///   - role: the command's role, such as `.destructive`, or `nil`.
  ///   - fileID: the caller's file: the event's origin in journeys and runtime issues.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  ///   - label: the command's label.
  public init<E: Event>(
    _ event: @autoclosure @escaping () -> E, role: ButtonRole?, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column, @ViewBuilder label: () -> Label
  ) {
    self.event = event
    self.eventType = E.self
    self.role = role
    self.label = label()
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// A `Button` that sends the event from the focused position — or a `Toggle`, a menu item
  /// with a checkmark, when the deciding responder's state has an on/off value — disabled when
  /// nothing there would take it or the deciding responder's validation says so, titled by that
  /// validation's title when it gives one.
  public var body: some View {
    // Read so that this command is re-evaluated when a validation on the path changes.
    _ = validations
    let state = triggerEvent.flatMap { $0.chain.eventState(for: eventType) }
    let triggerEvent = triggerEvent
    let event = event
    let (fileID, filePath, line, column) = (fileID, filePath, line, column)
    return EventStateControl(state: state, role: role, label: label) {
      triggerEvent?(event(), fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
}

extension EventCommand where Label == Text {
  /// Creates a command with a localized title that triggers `event`.
  ///
  /// - Parameters:
  ///   - titleKey: the command's localized title.
  ///   - event: the event to trigger, made when the command is chosen.
  ///   - fileID: the caller's file: the event's origin in journeys and runtime issues.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  public init<E: Event>(
    _ titleKey: LocalizedStringKey, event: @autoclosure @escaping () -> E,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.init(event(), role: nil, fileID: fileID, filePath: filePath, line: line, column: column) { Text(titleKey) }
  }

  /// Creates a command with a localized title and a role that triggers `event`.
  ///
  /// - Parameters:
  ///   - titleKey: the command's localized title.
  ///   - role: the command's role, such as `.destructive`, or `nil`.
  ///   - event: the event to trigger, made when the command is chosen.
  ///   - fileID: the caller's file: the event's origin in journeys and runtime issues.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  public init<E: Event>(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, event: @autoclosure @escaping () -> E,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.init(event(), role: role, fileID: fileID, filePath: filePath, line: line, column: column) { Text(titleKey) }
  }

  /// Creates a command with a verbatim title that triggers `event`.
  ///
  /// - Parameters:
  ///   - title: the command's title, shown as is.
  ///   - event: the event to trigger, made when the command is chosen.
  ///   - fileID: the caller's file: the event's origin in journeys and runtime issues.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  @_disfavoredOverload
  public init<S: StringProtocol, E: Event>(
    _ title: S, event: @autoclosure @escaping () -> E, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.init(event(), role: nil, fileID: fileID, filePath: filePath, line: line, column: column) { Text(title) }
  }

  /// Creates a command with a verbatim title and a role that triggers `event`.
  ///
  /// - Parameters:
  ///   - title: the command's title, shown as is.
  ///   - role: the command's role, such as `.destructive`, or `nil`.
  ///   - event: the event to trigger, made when the command is chosen.
  ///   - fileID: the caller's file: the event's origin in journeys and runtime issues.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  @_disfavoredOverload
  public init<S: StringProtocol, E: Event>(
    _ title: S, role: ButtonRole?, event: @autoclosure @escaping () -> E,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.init(event(), role: role, fileID: fileID, filePath: filePath, line: line, column: column) { Text(title) }
  }
}
