#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// The Undo menu command for changes registered through the chain (`handleUndoableEvent`):
/// titled as the key window's undo manager titles it ("Undo Delete Item"), enabled only when it
/// has something to undo, with ⌘Z.
///
/// Choosing it undoes the last group of the key window's undo manager, the one its views read
/// from `\.undoManager`: the inverse events travel the chain from the positions of the responders
/// that registered them. With nothing to undo the item is disabled and carries no keyboard
/// shortcut, so ⌘Z falls through to whatever else takes it (a focused text field's own undo).
/// It follows the changes the library makes on that undo manager without polling; a change the
/// library does not make (a text field's own undo) shows at its next evaluation. The key window
/// publishes its undo manager through its undoable responders: a window without one shows the
/// item disabled.
///
/// On Apple's platforms the system Edit menu's Undo already acts on that undo manager, with the
/// same title; use this command where there is no such menu item, or to replace the group.
///
/// ```swift
/// // Fragment
/// WindowGroup { ListView() }
///   .commands {
///     CommandGroup(replacing: .undoRedo) {
///       UndoCommand()
///       RedoCommand()
///     }
///   }
/// ```
public struct UndoCommand: View {
  @FocusedValue(\.undoScope) private var scope

  /// Creates the Undo command.
  public init() {}

  /// A button titled by the undo manager, disabled and without shortcut when there is nothing to undo.
  public var body: some View {
    UndoRedoItem(scope: scope, direction: .undo)
  }
}

/// The Redo menu command for changes registered through the chain: titled "Redo Delete Item",
/// enabled only when the key window's undo manager has something to redo, with ⇧⌘Z (which falls
/// through when there is nothing to redo). See ``UndoCommand``.
///
/// ```swift
/// // Fragment
/// CommandGroup(replacing: .undoRedo) {
///   UndoCommand()
///   RedoCommand()
/// }
/// ```
public struct RedoCommand: View {
  @FocusedValue(\.undoScope) private var scope

  /// Creates the Redo command.
  public init() {}

  /// A button titled by the undo manager, disabled and without shortcut when there is nothing to redo.
  public var body: some View {
    UndoRedoItem(scope: scope, direction: .redo)
  }
}

/// The item of ``UndoCommand`` or ``RedoCommand``: observes the scope when there is one.
private struct UndoRedoItem: View {
  let scope: UndoScope?
  let direction: UndoTrip.Direction

  var body: some View {
    if let scope {
      // A new item (new state) for another window's scope.
      ObservingUndoRedoItem(scope: scope, direction: direction).id(ObjectIdentifier(scope))
    } else {
      Button(direction == .undo ? "Undo" : "Redo") {}.disabled(true)
    }
  }
}

/// The item for a window's undo scope, re-evaluated when the scope changes.
private struct ObservingUndoRedoItem: View {
  // Observed through a state object: the item's identity is the scope's (`id` above).
  @StateObject private var scope: UndoScope
  let direction: UndoTrip.Direction

  init(scope: UndoScope, direction: UndoTrip.Direction) {
    _scope = StateObject(wrappedValue: scope)
    self.direction = direction
  }

  var body: some View {
    let state = scope.state(direction)
    let button = Button(state.title) { [scope, direction] in scope.perform(direction) }
    if state.enabled {
      // tvOS and watchOS have no keyboard shortcuts (tvOS from 17): the item is a plain button there.
      #if os(tvOS) || os(watchOS)
        button
      #else
        button.keyboardShortcut("z", modifiers: direction == .undo ? .command : [.command, .shift])
      #endif
    } else {
      button.disabled(true)
    }
  }
}
