/// What undoes the change a responder just made: an event, its inverse, sent through the chain
/// when the user chooses Undo, and the name the Undo and Redo commands show.
///
/// A `handleUndoableEvent` responder returns one after it changed state (or `nil` when the event
/// changed nothing). Undo sends `inverse` from that responder's position; Redo sends the event
/// it handled again.
///
/// ```swift
/// // Fragment
/// .handleUndoableEvent(DeleteItem.self) { event in
///   let index = store.delete(event.item)
///   return UndoAction(RestoreItem(item: event.item, index: index), actionName: "Delete \(event.item.name)")
/// }
/// ```
public struct UndoAction {
  /// The event that undoes the change.
  public var inverse: any Event
  /// The name of the change, as the Undo and Redo commands show it ("Undo Delete Groceries").
  public var actionName: String

  /// An undo action that sends `inverse`, named `actionName`.
  ///
  /// - Parameters:
  ///   - inverse: the event that undoes the change, sent when the user chooses Undo.
  ///   - actionName: the name of the change, localized by the app: the Undo command is titled
  ///     "Undo" followed by it.
  public init(_ inverse: any Event, actionName: String) {
    self.inverse = inverse
    self.actionName = actionName
  }
}
