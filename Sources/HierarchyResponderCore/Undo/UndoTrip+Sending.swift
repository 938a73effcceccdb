extension UndoTrip {
  /// The undo or redo trip whose value is travelling now, for the responders it reaches and the
  /// work they start (a task-local value, inherited by the tasks of `async` responders): an
  /// undoable responder registers nothing while it is set, because the trip registers its own
  /// counterpart.
  @TaskLocal package static var current: UndoTrip?

  /// Sends `event` from `position` as this trip (Undo's inverse, or Redo's original) and returns
  /// what became of it: its journey, when an observer sits outer to `position`, is recorded as
  /// this trip, with the position's responder as its origin.
  @MainActor
  package func send(_ event: any Event, from position: ResponderNode) -> EventOutcome {
    UndoTrip.$current.withValue(self) {
      Dispatcher.sendForOutcome(.event(event), from: position, origin: .responder(position), undoTrip: self)
    }
  }
}
