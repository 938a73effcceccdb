#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

extension View {
  /// Registers a responder that receives every event triggered below, and says
  /// whether it handled it.
  ///
  /// Return `.handled` to stop the event, `.notHandled` (or `.unhandled`) to let
  /// it continue up the hierarchy. An error thrown by the closure is reported
  /// from this responder, as if with `reportError`.
  ///
  /// ```swift
  /// TriggerView()
  ///   .receiveEvent { event in
  ///     guard canHandle(event) else { return .notHandled }
  ///     return .handled
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
  ///   - closure: returns `.handled` to stop the event, `.notHandled` to let it continue outward. What
  ///     it throws is reported as an error from this responder's position.
  public func receiveEvent(
    phase: ResponderPhase = .bubble, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ closure: @escaping (any Event) throws -> ReceiveEventResult
  ) -> some View {
    responder((any Event).self, kind: .receiveEvent, phase: phase, fileID: fileID, filePath: filePath, line: line, column: column, .receiveEvent(closure))
  }

  /// Registers a responder that receives events of type `E` triggered below;
  /// every other event passes on untouched.
  ///
  /// Like every responder, it is reached only from the views it wraps: not by the view whose
  /// `body` writes it, through that view's own `triggerEvent` (see `handleEvent(_:fileID:line:_:)`).
  ///
  /// ```swift
  /// .receiveEvent(OpenURLEvent.self) { event in
  ///   router.canOpen(event.url) ? .handled : .notHandled
  /// }
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
  ///   - closure: returns `.handled` to stop the event, `.notHandled` to let it continue outward. What
  ///     it throws is reported as an error from this responder's position.
  public func receiveEvent<E: Event>(
    _ type: E.Type, phase: ResponderPhase = .bubble, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    closure: @escaping (E) throws -> ReceiveEventResult
  ) -> some View {
    responder(type, kind: .receiveEvent, phase: phase, fileID: fileID, filePath: filePath, line: line, column: column, .receiveEvent(closure))
  }

  /// Registers a responder that receives events of type `E`, without reading them.
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
  ///   - closure: returns `.handled` to stop the event, `.notHandled` to let it continue outward. What
  ///     it throws is reported as an error from this responder's position.
  public func receiveEvent<E: Event>(
    _ type: E.Type, phase: ResponderPhase = .bubble, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    closure: @escaping () throws -> ReceiveEventResult
  ) -> some View {
    responder(type, kind: .receiveEvent, phase: phase, fileID: fileID, filePath: filePath, line: line, column: column, .receiveEventIgnoring(closure))
  }

  /// The asynchronous form of ``receiveEvent(phase:fileID:filePath:line:column:_:)``: the event
  /// continues up when the closure returns `.notHandled`. The work belongs to
  /// this view and is cancelled when the view is removed (not when it is covered).
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
  ///   - closure: returns `.handled` to stop the event, `.notHandled` to let it continue outward. What
  ///     it throws is reported as an error from this responder's position.
  public func receiveEvent(
    phase: ResponderPhase = .bubble, inFlight: InFlightPolicy = .concurrent, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ closure: @escaping @MainActor (any Event) async throws -> ReceiveEventResult
  ) -> some View {
    responder((any Event).self, kind: .receiveEvent, phase: phase, inFlight: inFlight, fileID: fileID, filePath: filePath, line: line, column: column, async: { .init(try await closure($0)) })
  }

  /// The asynchronous form of ``receiveEvent(_:phase:fileID:filePath:line:column:closure:)-(E.Type,_,_,_,_,_,(E)->ReceiveEventResult)``.
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
  ///   - closure: returns `.handled` to stop the event, `.notHandled` to let it continue outward. What
  ///     it throws is reported as an error from this responder's position.
  public func receiveEvent<E: Event>(
    _ type: E.Type, phase: ResponderPhase = .bubble, inFlight: InFlightPolicy = .concurrent, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    closure: @escaping @MainActor (E) async throws -> ReceiveEventResult
  ) -> some View {
    responder(type, kind: .receiveEvent, phase: phase, inFlight: inFlight, fileID: fileID, filePath: filePath, line: line, column: column, async: { .init(try await closure($0)) })
  }

  /// The asynchronous form of the no-argument typed `receiveEvent`.
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
  ///   - closure: returns `.handled` to stop the event, `.notHandled` to let it continue outward. What
  ///     it throws is reported as an error from this responder's position.
  public func receiveEvent<E: Event>(
    _ type: E.Type, phase: ResponderPhase = .bubble, inFlight: InFlightPolicy = .concurrent, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    closure: @escaping @MainActor () async throws -> ReceiveEventResult
  ) -> some View {
    responder(type, kind: .receiveEvent, phase: phase, inFlight: inFlight, fileID: fileID, filePath: filePath, line: line, column: column, async: { _ in .init(try await closure()) })
  }
}
