#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

extension View {
  /// Registers a responder that replaces every event triggered below with the
  /// event it returns, which continues up from here.
  ///
  /// Return the same event to let it pass unchanged.
  ///
  /// ```swift
  /// // Fragment
  /// .transformEvent { event in
  ///   TrackedEvent(underlying: event)
  /// }
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
  ///   - transform: returns the event that continues outward in place of the one received. What it
  ///     throws is reported as an error from this responder's position.
  public func transformEvent(
    phase: ResponderPhase = .bubble, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ transform: @escaping (any Event) throws -> any Event
  ) -> some View {
    responder((any Event).self, kind: .transformEvent, phase: phase, fileID: fileID, filePath: filePath, line: line, column: column, .event(transform))
  }

  /// Registers a responder that replaces events of type `E` with the event it
  /// returns; every other event passes on untouched.
  ///
  /// Like every responder, it is reached only from the views it wraps: not by the view whose
  /// `body` writes it, through that view's own `triggerEvent` (see `handleEvent(_:fileID:line:_:)`).
  ///
  /// ```swift
  /// // Fragment
  /// TriggerView()
  ///   .transformEvent(MyEvent.self) { event in
  ///     AnotherEvent()
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
  ///   - transform: returns the event that continues outward in place of the one received. What it
  ///     throws is reported as an error from this responder's position.
  public func transformEvent<E: Event>(
    _ type: E.Type, phase: ResponderPhase = .bubble, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    transform: @escaping (E) throws -> any Event
  ) -> some View {
    responder(type, kind: .transformEvent, phase: phase, fileID: fileID, filePath: filePath, line: line, column: column, .event(transform))
  }

  /// Registers a responder that replaces events of type `E`, without reading them.
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
  ///   - transform: returns the event that continues outward in place of the one received. What it
  ///     throws is reported as an error from this responder's position.
  public func transformEvent<E: Event>(
    _ type: E.Type, phase: ResponderPhase = .bubble, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    transform: @escaping () throws -> any Event
  ) -> some View {
    responder(type, kind: .transformEvent, phase: phase, fileID: fileID, filePath: filePath, line: line, column: column, .eventIgnoring(transform))
  }

  /// The asynchronous form of ``transformEvent(phase:fileID:filePath:line:column:_:)``.
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
  ///   - transform: returns the event that continues outward in place of the one received. What it
  ///     throws is reported as an error from this responder's position.
  public func transformEvent(
    phase: ResponderPhase = .bubble, inFlight: InFlightPolicy = .concurrent, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ transform: @escaping @MainActor (any Event) async throws -> any Event
  ) -> some View {
    responder((any Event).self, kind: .transformEvent, phase: phase, inFlight: inFlight, fileID: fileID, filePath: filePath, line: line, column: column, async: { .event(try await transform($0)) })
  }

  /// The asynchronous form of the typed `transformEvent`.
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
  ///   - transform: returns the event that continues outward in place of the one received. What it
  ///     throws is reported as an error from this responder's position.
  public func transformEvent<E: Event>(
    _ type: E.Type, phase: ResponderPhase = .bubble, inFlight: InFlightPolicy = .concurrent, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    transform: @escaping @MainActor (E) async throws -> any Event
  ) -> some View {
    responder(type, kind: .transformEvent, phase: phase, inFlight: inFlight, fileID: fileID, filePath: filePath, line: line, column: column, async: { .event(try await transform($0)) })
  }

  /// The asynchronous form of the no-argument typed `transformEvent`.
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
  ///   - transform: returns the event that continues outward in place of the one received. What it
  ///     throws is reported as an error from this responder's position.
  public func transformEvent<E: Event>(
    _ type: E.Type, phase: ResponderPhase = .bubble, inFlight: InFlightPolicy = .concurrent, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    transform: @escaping @MainActor () async throws -> any Event
  ) -> some View {
    responder(type, kind: .transformEvent, phase: phase, inFlight: inFlight, fileID: fileID, filePath: filePath, line: line, column: column, async: { _ in .event(try await transform()) })
  }
}
