#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

extension View {
  /// Registers a responder that handles every event triggered below: no event
  /// goes further up.
  ///
  /// Equivalent to a `receiveEvent` closure that always returns `.handled`.
  /// An error thrown by the closure is reported from this responder.
  ///
  /// ```swift
  /// // Fragment
  /// TriggerView()
  ///   .handleEvent { event in
  ///     guard canHandle(event) else { throw AnError() }
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - phase: when it is asked: ``/HierarchyResponderCore/ResponderPhase/bubble`` (inner to
  ///     outer, by default), ``/HierarchyResponderCore/ResponderPhase/capture`` (before the inner
  ///     responders) or ``/HierarchyResponderCore/ResponderPhase/fallback`` (only when no other
  ///     responder takes the value: a default that responders outer to it override).
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  ///   - handler: handles the event. What it throws is reported as an error from this responder's
  ///     position.
  public func handleEvent(
    phase: ResponderPhase = .bubble, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ handler: @escaping (any Event) throws -> Void
  ) -> some View {
    responder((any Event).self, kind: .handleEvent, phase: phase, fileID: fileID, filePath: filePath, line: line, column: column, .handle(handler))
  }

  /// Registers a responder that handles events of type `E` triggered below;
  /// every other event passes on untouched.
  ///
  /// "Below" means from the views this modifier wraps. Not reached: the view whose `body` writes
  /// the modifier, with its own `@Environment(\.triggerEvent)` (that is the chain outside its
  /// body: send from a child view); the content of a `.sheet` written after this modifier (it sees
  /// the responders outside its `.sheet`); a screen pushed onto a `NavigationStack` around this
  /// modifier (it sees the responders around the stack).
  ///
  /// ```swift
  /// GridView(items: items)
  ///   .handleEvent(ItemSelectionEvent.self) { event in
  ///     selection = event.item
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
  ///   - handler: handles the event. What it throws is reported as an error from this responder's
  ///     position.
  public func handleEvent<E: Event>(
    _ type: E.Type, phase: ResponderPhase = .bubble, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    handler: @escaping (E) throws -> Void
  ) -> some View {
    responder(type, kind: .handleEvent, phase: phase, fileID: fileID, filePath: filePath, line: line, column: column, .handle(handler))
  }

  /// Registers a responder that handles events of type `E`, without reading them.
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
  ///   - handler: handles the event. What it throws is reported as an error from this responder's
  ///     position.
  public func handleEvent<E: Event>(
    _ type: E.Type, phase: ResponderPhase = .bubble, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    handler: @escaping () throws -> Void
  ) -> some View {
    responder(type, kind: .handleEvent, phase: phase, fileID: fileID, filePath: filePath, line: line, column: column, .handleIgnoring(handler))
  }

  /// The asynchronous form of ``handleEvent(phase:fileID:filePath:line:column:_:)``. The work belongs
  /// to this view and is cancelled when the view is removed (not when it is covered).
  ///
  /// - Parameters:
  ///   - phase: when it is asked: ``/HierarchyResponderCore/ResponderPhase/bubble`` (inner to
  ///     outer, by default), ``/HierarchyResponderCore/ResponderPhase/capture`` (before the inner
  ///     responders) or ``/HierarchyResponderCore/ResponderPhase/fallback`` (only when no other
  ///     responder takes the value: a default that responders outer to it override).
  ///   - inFlight: what a value arriving while the work for a previous one still runs does;
  ///     ``/HierarchyResponderCore/InFlightPolicy/concurrent`` by default.
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  ///   - handler: handles the event. What it throws is reported as an error from this responder's
  ///     position.
  public func handleEvent(
    phase: ResponderPhase = .bubble, inFlight: InFlightPolicy = .concurrent, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ handler: @escaping @MainActor (any Event) async throws -> Void
  ) -> some View {
    responder((any Event).self, kind: .handleEvent, phase: phase, inFlight: inFlight, fileID: fileID, filePath: filePath, line: line, column: column, async: { try await handler($0); return .handled })
  }

  /// The asynchronous form of the typed `handleEvent`.
  ///
  /// ```swift
  /// .handleEvent(SaveEvent.self) { event in
  ///   try await store.save(event.document)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - type: the type of the events it acts on; every other event passes on untouched.
  ///   - phase: when it is asked: ``/HierarchyResponderCore/ResponderPhase/bubble`` (inner to
  ///     outer, by default), ``/HierarchyResponderCore/ResponderPhase/capture`` (before the inner
  ///     responders) or ``/HierarchyResponderCore/ResponderPhase/fallback`` (only when no other
  ///     responder takes the value: a default that responders outer to it override).
  ///   - inFlight: what a value arriving while the work for a previous one still runs does;
  ///     ``/HierarchyResponderCore/InFlightPolicy/concurrent`` by default.
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  ///   - handler: handles the event. What it throws is reported as an error from this responder's
  ///     position.
  public func handleEvent<E: Event>(
    _ type: E.Type, phase: ResponderPhase = .bubble, inFlight: InFlightPolicy = .concurrent, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    handler: @escaping @MainActor (E) async throws -> Void
  ) -> some View {
    responder(type, kind: .handleEvent, phase: phase, inFlight: inFlight, fileID: fileID, filePath: filePath, line: line, column: column, async: { try await handler($0); return .handled })
  }

  /// The asynchronous form of the no-argument typed `handleEvent`.
  ///
  /// - Parameters:
  ///   - type: the type of the events it acts on; every other event passes on untouched.
  ///   - phase: when it is asked: ``/HierarchyResponderCore/ResponderPhase/bubble`` (inner to
  ///     outer, by default), ``/HierarchyResponderCore/ResponderPhase/capture`` (before the inner
  ///     responders) or ``/HierarchyResponderCore/ResponderPhase/fallback`` (only when no other
  ///     responder takes the value: a default that responders outer to it override).
  ///   - inFlight: what a value arriving while the work for a previous one still runs does;
  ///     ``/HierarchyResponderCore/InFlightPolicy/concurrent`` by default.
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  ///   - handler: handles the event. What it throws is reported as an error from this responder's
  ///     position.
  public func handleEvent<E: Event>(
    _ type: E.Type, phase: ResponderPhase = .bubble, inFlight: InFlightPolicy = .concurrent, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    handler: @escaping @MainActor () async throws -> Void
  ) -> some View {
    responder(type, kind: .handleEvent, phase: phase, inFlight: inFlight, fileID: fileID, filePath: filePath, line: line, column: column, async: { _ in try await handler(); return .handled })
  }
}
