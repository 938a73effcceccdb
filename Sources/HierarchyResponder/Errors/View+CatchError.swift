#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

extension View {
  /// Registers a responder that turns every error reported below into the
  /// event it returns; the event is triggered from here, upward.
  ///
  /// An error thrown by the closure continues up from here instead.
  ///
  /// ```swift
  /// // Fragment
  /// .catchError { error in
  ///   ShowErrorBannerEvent(message: "\(error)")
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
  ///   - handler: returns the event to trigger, from this responder's position, in place of the error.
  ///     What it throws continues outward as an error.
  public func catchError(
    phase: ResponderPhase = .bubble, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ handler: @escaping (any Error) throws -> any Event
  ) -> some View {
    responder((any Error).self, kind: .catchError, phase: phase, fileID: fileID, filePath: filePath, line: line, column: column, .event(handler))
  }

  /// Registers a responder that turns errors of type `E` into the event it
  /// returns; every other error passes on untouched. A typed catch counts as
  /// an explicit responder for `.reports(E.self)`.
  ///
  /// ```swift
  /// // Fragment
  /// .catchError(UnauthenticatedError.self) { _ in
  ///   ShowSignInEvent()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - type: the type of the errors it acts on; every other error passes on untouched.
  ///   - phase: when it is asked: ``/HierarchyResponderCore/ResponderPhase/bubble`` (inner to
  ///     outer, by default), ``/HierarchyResponderCore/ResponderPhase/capture`` (before the inner
  ///     responders) or ``/HierarchyResponderCore/ResponderPhase/fallback`` (only when no other
  ///     responder takes the value: a default that responders outer to it override).
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  ///   - handler: returns the event to trigger, from this responder's position, in place of the error.
  ///     What it throws continues outward as an error.
  public func catchError<E: Error>(
    _ type: E.Type, phase: ResponderPhase = .bubble, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    handler: @escaping (E) throws -> any Event
  ) -> some View {
    responder(type, kind: .catchError, phase: phase, fileID: fileID, filePath: filePath, line: line, column: column, .event(handler))
  }

  /// Registers a responder that turns errors of type `E` into an event, without reading them.
  ///
  /// ```swift
  /// .catchError(UnauthenticatedError.self) {
  ///   ShowSignInEvent()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - type: the type of the errors it acts on; every other error passes on untouched.
  ///   - phase: when it is asked: ``/HierarchyResponderCore/ResponderPhase/bubble`` (inner to
  ///     outer, by default), ``/HierarchyResponderCore/ResponderPhase/capture`` (before the inner
  ///     responders) or ``/HierarchyResponderCore/ResponderPhase/fallback`` (only when no other
  ///     responder takes the value: a default that responders outer to it override).
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  ///   - handler: returns the event to trigger, from this responder's position, in place of the error.
  ///     What it throws continues outward as an error.
  public func catchError<E: Error>(
    _ type: E.Type, phase: ResponderPhase = .bubble, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    handler: @escaping () throws -> any Event
  ) -> some View {
    responder(type, kind: .catchError, phase: phase, fileID: fileID, filePath: filePath, line: line, column: column, .eventIgnoring(handler))
  }

  /// The asynchronous form of ``catchError(phase:fileID:filePath:line:column:_:)``.
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
  ///   - handler: returns the event to trigger, from this responder's position, in place of the error.
  ///     What it throws continues outward as an error.
  public func catchError(
    phase: ResponderPhase = .bubble, inFlight: InFlightPolicy = .concurrent, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ handler: @escaping @MainActor (any Error) async throws -> any Event
  ) -> some View {
    responder((any Error).self, kind: .catchError, phase: phase, inFlight: inFlight, fileID: fileID, filePath: filePath, line: line, column: column, async: { .event(try await handler($0)) })
  }

  /// The asynchronous form of the typed `catchError`.
  ///
  /// - Parameters:
  ///   - type: the type of the errors it acts on; every other error passes on untouched.
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
  ///   - handler: returns the event to trigger, from this responder's position, in place of the error.
  ///     What it throws continues outward as an error.
  public func catchError<E: Error>(
    _ type: E.Type, phase: ResponderPhase = .bubble, inFlight: InFlightPolicy = .concurrent, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    handler: @escaping @MainActor (E) async throws -> any Event
  ) -> some View {
    responder(type, kind: .catchError, phase: phase, inFlight: inFlight, fileID: fileID, filePath: filePath, line: line, column: column, async: { .event(try await handler($0)) })
  }

  /// The asynchronous form of the no-argument typed `catchError`.
  ///
  /// - Parameters:
  ///   - type: the type of the errors it acts on; every other error passes on untouched.
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
  ///   - handler: returns the event to trigger, from this responder's position, in place of the error.
  ///     What it throws continues outward as an error.
  public func catchError<E: Error>(
    _ type: E.Type, phase: ResponderPhase = .bubble, inFlight: InFlightPolicy = .concurrent, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    handler: @escaping @MainActor () async throws -> any Event
  ) -> some View {
    responder(type, kind: .catchError, phase: phase, inFlight: inFlight, fileID: fileID, filePath: filePath, line: line, column: column, async: { _ in .event(try await handler()) })
  }
}
