/// Why a value travels when Undo or Redo sent it: which of the two, and the action's name.
///
/// A journey records it (``Journey/undoTrip``): the inverse an Undo sends, and the original
/// event a Redo sends again, are recorded as such; a value sent any other way has none.
///
/// ```swift
/// // Fragment
/// .onJourney { journey in
///   if let undo = journey.undoTrip { print("\(undo): \(journey.outcome)") }  // "Undo Delete Item: handled by …"
/// }
/// ```
public struct UndoTrip: Hashable, Sendable, CustomStringConvertible {
  /// Undo or Redo.
  public enum Direction: String, Hashable, Sendable {
    /// Undo sent the inverse of a change.
    case undo
    /// Redo sent the change's own event again.
    case redo
  }

  /// Whether Undo or Redo sent the value.
  public var direction: Direction
  /// The name of the action undone or redone ("Delete Item").
  public var actionName: String

  /// An undo or redo trip of the action named `actionName`.
  ///
  /// - Parameters:
  ///   - direction: undo or redo.
  ///   - actionName: the name of the action.
  public init(_ direction: Direction, actionName: String) {
    self.direction = direction
    self.actionName = actionName
  }

  /// The command's title: `Undo Delete Item`, `Redo Delete Item` (`Undo` alone for an unnamed action).
  public var description: String {
    let verb = direction == .undo ? "Undo" : "Redo"
    return actionName.isEmpty ? verb : "\(verb) \(actionName)"
  }
}
