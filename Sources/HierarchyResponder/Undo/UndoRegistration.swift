#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// One change on an undo manager's stacks: the event a responder handled, its inverse, and
/// where they travel from (the position of the responder that registered them, held weakly).
///
/// Each registration is the target of exactly one operation on the undo manager, so that
/// `removeAllActions(withTarget:)` removes that one. Performing it (Undo sends the inverse, Redo
/// the original) registers, for the opposite direction, a new registration of the same change:
/// synchronously, while the undo manager is undoing or redoing, which is when Foundation puts an
/// operation on the other stack. When the trip does not end handled, nothing is registered (or the
/// registration made for a pending trip is removed when it ends otherwise).
@MainActor
final class UndoRegistration {
  private weak var position: ResponderNode?
  private let site: ResponderSite
  private let original: any Event
  private let inverse: any Event
  private let actionName: String
  private weak var undoManager: UndoManager?

  private init(position: ResponderNode?, site: ResponderSite, original: any Event, inverse: any Event, actionName: String, undoManager: UndoManager) {
    self.position = position
    self.site = site
    self.original = original
    self.inverse = inverse
    self.actionName = actionName
    self.undoManager = undoManager
  }

  /// Registers `action`, the inverse of `original` that the responder at `position` handled, with
  /// `undoManager`: an operation named by the action, in the undo manager's current group.
  static func register(_ action: UndoAction, of original: any Event, at position: ResponderNode, in undoManager: UndoManager) {
    let registration = UndoRegistration(
      position: position, site: position.site, original: original, inverse: action.inverse, actionName: action.actionName,
      undoManager: undoManager)
    registration.enqueue(.undo, in: undoManager)
  }

  /// Puts on `undoManager` the operation that sends this change in `direction` when performed.
  private func enqueue(_ direction: UndoTrip.Direction, in undoManager: UndoManager) {
    // The handler keeps the registration: Foundation keeps no reference to an operation's target.
    // Undo runs on the main thread; the SDKs declare the handler `@Sendable` (iOS 18) or
    // `@MainActor` (later), and `assumeIsolated` compiles against both.
    undoManager.registerUndo(withTarget: self) { _ in MainActor.assumeIsolated { self.perform(direction) } }
    // While undoing or redoing, the undo manager records the group for the other direction under
    // the name of the group it performs ("Redo Delete Eggs" after "Undo Delete Eggs"): naming it
    // again would give a group of several changes the name of the one performed last, which is
    // the first one made ("Redo Delete Milk").
    if !undoManager.isUndoing, !undoManager.isRedoing { undoManager.setActionName(actionName) }
    UndoScope.changed(undoManager)
  }

  /// Undo (or Redo): sends the inverse (or the original) from the registering responder's
  /// position, then registers the opposite operation if the trip ended handled.
  private func perform(_ direction: UndoTrip.Direction) {
    guard let undoManager else { return }
    defer { UndoScope.changed(undoManager) }
    let trip = UndoTrip(direction, actionName: actionName)
    let value = direction == .undo ? inverse : original
    guard let position else {
      ResponderDiagnostics.report(Self.positionGone(trip, value: value, site: site), site: site)
      return
    }
    let outcome = trip.send(value, from: position)
    let opposite: UndoTrip.Direction = direction == .undo ? .redo : .undo
    switch outcome {
    case .handled:
      counterpart().enqueue(opposite, in: undoManager)
    case .pending(let pending):
      let counterpart = counterpart()
      counterpart.enqueue(opposite, in: undoManager)
      Task { @MainActor [weak undoManager] in
        guard !(await pending.outcome).isHandled, let undoManager else { return }
        undoManager.removeAllActions(withTarget: counterpart)
        UndoScope.changed(undoManager)
      }
    case .unhandled, .failed, .cancelled, .busy, .dropped:
      // The trip's journey, its unhandled issue or its error says what became of it: there is
      // nothing to register for the other direction.
      break
    }
  }

  /// The same change, as a new target: one operation per registration.
  private func counterpart() -> UndoRegistration {
    UndoRegistration(
      position: position, site: site, original: original, inverse: inverse, actionName: actionName,
      undoManager: undoManager!)
  }

  /// The runtime issue of an Undo or Redo whose registering responder is gone.
  static func positionGone(_ trip: UndoTrip, value: any Event, site: ResponderSite) -> String {
    "\(trip) sent nothing: the responder that registered it (.handleUndoableEvent at \(site)) was removed with its view, "
      + "so \(type(of: value)) has no position to travel from."
  }
}
