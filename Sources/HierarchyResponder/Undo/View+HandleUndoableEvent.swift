#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

extension View {
  /// Registers a responder that handles events of type `E` triggered below and makes the change
  /// undoable: the ``/HierarchyResponderCore/UndoAction`` its closure returns (an inverse event and an action name) is
  /// registered with the undo manager of its environment (`\.undoManager`, the window's).
  ///
  /// Undo sends the inverse through the chain, from this responder's position (outward from
  /// here, as if a view inside it sent it): handle it here (a modifier written after this one)
  /// or in an ancestor. Redo sends the event handled here again, from the same position. Both
  /// are events like any other, with journeys that say Undo or Redo (`Journey.undoTrip`); a
  /// responder they reach registers nothing, because each trip that ends handled registers the
  /// opposite one itself. When this view has been removed, Undo sends nothing and reports a
  /// runtime issue that names the action. Registrations follow Foundation's grouping: those of
  /// one event are one group, undone together, named by the last action name.
  ///
  /// Where the environment has no undo manager (`nil`: a context without undo), the event is
  /// handled and nothing is registered. Returning `nil` registers nothing.
  ///
  /// ```swift
  /// List { ForEach(store.items) { item in ItemRow(item: item) } }
  ///   .handleUndoableEvent(DeleteItem.self) { event in
  ///     let index = store.delete(event.item)
  ///     return UndoAction(RestoreItem(item: event.item, index: index), actionName: "Delete \(event.item.name)")
  ///   }
  ///   .handleEvent(RestoreItem.self) { event in
  ///     store.insert(event.item, at: event.index)
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - type: the type of the events it acts on; every other event passes on untouched.
  ///   - phase: when it is asked: ``/HierarchyResponderCore/ResponderPhase/bubble`` (inner to
  ///     outer, by default), ``/HierarchyResponderCore/ResponderPhase/capture`` (before the inner
  ///     responders) or ``/HierarchyResponderCore/ResponderPhase/fallback`` (only when no other
  ///     responder takes the value: a default that responders outer to it override).
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  ///   - handler: handles the event and returns what undoes it, or `nil`. What it throws is
  ///     reported as an error from this responder's position, and registers nothing.
  public func handleUndoableEvent<E: Event>(
    _ type: E.Type, phase: ResponderPhase = .bubble, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    handler: @escaping (E) throws -> UndoAction?
  ) -> some View {
    positioned(
      UndoableResponderModifier<E>(fileID: fileID, filePath: filePath, line: line, column: column, handler: .sync(handler), phase: phase))
  }

  /// The asynchronous form of the typed `handleUndoableEvent`: the ``/HierarchyResponderCore/UndoAction`` is registered
  /// when the work succeeds, not when it starts; work that throws or is cancelled (its view went
  /// away, or a newer value superseded it) registers nothing.
  ///
  /// ```swift
  /// // Fragment
  /// .handleUndoableEvent(DeleteItem.self) { event in
  ///   try await server.delete(event.item)
  ///   return UndoAction(RestoreItem(item: event.item), actionName: "Delete")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - type: the type of the events it acts on; every other event passes on untouched.
  ///   - phase: when it is asked: ``/HierarchyResponderCore/ResponderPhase/bubble`` (inner to
  ///     outer, by default), ``/HierarchyResponderCore/ResponderPhase/capture`` (before the inner
  ///     responders) or ``/HierarchyResponderCore/ResponderPhase/fallback`` (only when no other
  ///     responder takes the value: a default that responders outer to it override).
  ///   - inFlight: what a value arriving while the work for a previous one still runs does
  ///     (``/HierarchyResponderCore/InFlightPolicy/concurrent`` by default).
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  ///   - handler: handles the event and returns what undoes it, or `nil`. What it throws is
  ///     reported as an error from this responder's position.
  public func handleUndoableEvent<E: Event>(
    _ type: E.Type, phase: ResponderPhase = .bubble, inFlight: InFlightPolicy = .concurrent, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column, handler: @escaping @MainActor (E) async throws -> UndoAction?
  ) -> some View {
    positioned(
      UndoableResponderModifier<E>(
        fileID: fileID, filePath: filePath, line: line, column: column, handler: .async(handler, inFlight), phase: phase))
  }
}
