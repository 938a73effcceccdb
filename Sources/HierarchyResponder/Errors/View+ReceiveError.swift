#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

extension View {
  /// Registers a responder that receives every error reported below, and says
  /// whether it handled it.
  ///
  /// Return `.handled` to stop the error, `.notHandled` (or `.unhandled`) to
  /// let it continue up. An error thrown by the closure continues up from here
  /// in its place.
  ///
  /// ```swift
  /// // Fragment
  /// .receiveError { error in
  ///   guard isRecoverable(error) else { return .notHandled }
  ///   recover(from: error)
  ///   return .handled
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
  ///   - closure: returns `.handled` to stop the error, `.notHandled` to let it continue outward. What
  ///     it throws is reported as an error from this responder's position.
  public func receiveError(
    phase: ResponderPhase = .bubble, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ closure: @escaping (any Error) throws -> ReceiveErrorResult
  ) -> some View {
    responder((any Error).self, kind: .receiveError, phase: phase, fileID: fileID, filePath: filePath, line: line, column: column, .receiveError(closure))
  }

  /// Registers a responder that receives errors of type `E` reported below;
  /// every other error passes on untouched.
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
  ///   - closure: returns `.handled` to stop the error, `.notHandled` to let it continue outward. What
  ///     it throws is reported as an error from this responder's position.
  public func receiveError<E: Error>(
    _ type: E.Type, phase: ResponderPhase = .bubble, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    closure: @escaping (E) throws -> ReceiveErrorResult
  ) -> some View {
    responder(type, kind: .receiveError, phase: phase, fileID: fileID, filePath: filePath, line: line, column: column, .receiveError(closure))
  }

  /// Registers a responder that receives errors of type `E`, without reading them.
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
  ///   - closure: returns `.handled` to stop the error, `.notHandled` to let it continue outward. What
  ///     it throws is reported as an error from this responder's position.
  public func receiveError<E: Error>(
    _ type: E.Type, phase: ResponderPhase = .bubble, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    closure: @escaping () throws -> ReceiveErrorResult
  ) -> some View {
    responder(type, kind: .receiveError, phase: phase, fileID: fileID, filePath: filePath, line: line, column: column, .receiveErrorIgnoring(closure))
  }

  /// The asynchronous form of ``receiveError(phase:fileID:filePath:line:column:_:)``.
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
  ///   - closure: returns `.handled` to stop the error, `.notHandled` to let it continue outward. What
  ///     it throws is reported as an error from this responder's position.
  public func receiveError(
    phase: ResponderPhase = .bubble, inFlight: InFlightPolicy = .concurrent, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ closure: @escaping @MainActor (any Error) async throws -> ReceiveErrorResult
  ) -> some View {
    responder((any Error).self, kind: .receiveError, phase: phase, inFlight: inFlight, fileID: fileID, filePath: filePath, line: line, column: column, async: { .init(try await closure($0)) })
  }

  /// The asynchronous form of the typed `receiveError`.
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
  ///   - closure: returns `.handled` to stop the error, `.notHandled` to let it continue outward. What
  ///     it throws is reported as an error from this responder's position.
  public func receiveError<E: Error>(
    _ type: E.Type, phase: ResponderPhase = .bubble, inFlight: InFlightPolicy = .concurrent, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    closure: @escaping @MainActor (E) async throws -> ReceiveErrorResult
  ) -> some View {
    responder(type, kind: .receiveError, phase: phase, inFlight: inFlight, fileID: fileID, filePath: filePath, line: line, column: column, async: { .init(try await closure($0)) })
  }

  /// The asynchronous form of the no-argument typed `receiveError`.
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
  ///   - closure: returns `.handled` to stop the error, `.notHandled` to let it continue outward. What
  ///     it throws is reported as an error from this responder's position.
  public func receiveError<E: Error>(
    _ type: E.Type, phase: ResponderPhase = .bubble, inFlight: InFlightPolicy = .concurrent, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    closure: @escaping @MainActor () async throws -> ReceiveErrorResult
  ) -> some View {
    responder(type, kind: .receiveError, phase: phase, inFlight: inFlight, fileID: fileID, filePath: filePath, line: line, column: column, async: { _ in .init(try await closure()) })
  }
}
