extension EnvironmentValues {
  /// The undo manager used to register a view's undo operations.
  ///
  /// As in SwiftUI, this value is `nil` when the environment represents a context that doesn't
  /// support undo and redo operations; otherwise it is the window's undo manager, the same for
  /// every view of the window and different in each window: every window an ``AppHost`` opens,
  /// and every ``ViewHost`` (a window of its own) unless it is made with `supportsUndo: false`.
  /// It cannot be written: SwiftUI declares it get-only.
  ///
  /// ```swift
  /// // Fragment
  /// @Environment(\.undoManager) private var undoManager
  /// ```
  public var undoManager: UndoManager? {
    object(of: UndoManager.self) as? UndoManager
  }

  /// Gives the views of a window `undoManager` (the host's; `nil`: none).
  internal mutating func setUndoManager(_ undoManager: UndoManager?) {
    setObject(undoManager, of: UndoManager.self)
  }

  /// Whether a host already chose this environment's undo manager.
  internal var hasUndoManager: Bool { object(of: UndoManager.self) != nil }
}
