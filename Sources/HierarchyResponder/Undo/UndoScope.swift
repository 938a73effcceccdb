#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// A window's undo manager as the Undo and Redo commands follow it: an observable object that
/// changes whenever the library registers, undoes or redoes on that undo manager, so a command
/// showing its state is re-evaluated then and only then.
///
/// One per undo manager, found by identity (Foundation's `UndoManager` posts notifications but is
/// not observable). A change the library does not make (a text field's own undo) shows at the
/// command's next evaluation. Not main-actor isolated as a whole: its `objectWillChange` must be
/// nonisolated, as `ObservableObject` requires; everything else is on the main actor.
final class UndoScope: ObservableObject {
  /// The undo manager the commands read.
  private(set) weak var undoManager: UndoManager?
  /// Sent whenever the library changes the undo manager's stacks. Stored: OpenCombine, which
  /// stands in for Combine off Apple's platforms, gives an object without `@Published`
  /// properties a new publisher at each read.
  let objectWillChange = ObservableObjectPublisher()

  private init(_ undoManager: UndoManager?) {
    self.undoManager = undoManager
  }

  /// The scope of a window without an undo manager: nothing to undo or redo, ever.
  @MainActor static let none = UndoScope(nil)

  /// The scopes of the undo managers alive, by identity.
  @MainActor private static var scopes: [ObjectIdentifier: UndoScope] = [:]

  /// The scope of `undoManager`, made on first use.
  @MainActor static func of(_ undoManager: UndoManager) -> UndoScope {
    let key = ObjectIdentifier(undoManager)
    if let scope = scopes[key], scope.undoManager === undoManager { return scope }
    // A scope whose undo manager went away is stale (its identifier may be reused): drop them all.
    scopes = scopes.filter { $0.value.undoManager != nil }
    let scope = UndoScope(undoManager)
    scopes[key] = scope
    return scope
  }

  /// Tells the commands following `undoManager` that its stacks changed.
  @MainActor static func changed(_ undoManager: UndoManager) {
    scopes[ObjectIdentifier(undoManager)]?.objectWillChange.send()
  }
}

extension UndoScope {
  /// Whether there is something to undo (or redo), and the command's title.
  @MainActor func state(_ direction: UndoTrip.Direction) -> (enabled: Bool, title: String) {
    guard let undoManager else { return (false, direction == .undo ? "Undo" : "Redo") }
    return direction == .undo
      ? (undoManager.canUndo, undoManager.undoMenuItemTitle) : (undoManager.canRedo, undoManager.redoMenuItemTitle)
  }

  /// Undoes (or redoes) the last group, if there is one.
  @MainActor func perform(_ direction: UndoTrip.Direction) {
    guard let undoManager else { return }
    if direction == .undo, undoManager.canUndo {
      undoManager.undo()
    } else if direction == .redo, undoManager.canRedo {
      undoManager.redo()
    }
    UndoScope.changed(undoManager)
  }
}

/// The focused value under which undoable responders publish their window's undo scope.
struct UndoScopeFocusedValueKey: FocusedValueKey {
  typealias Value = UndoScope
}

extension FocusedValues {
  /// The key window's undo scope, published by its undoable responders (`nil` when it has none,
  /// or no undo manager).
  var undoScope: UndoScope? {
    get { self[UndoScopeFocusedValueKey.self] }
    set { self[UndoScopeFocusedValueKey.self] = newValue }
  }
}
