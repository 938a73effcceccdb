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
  /// .receiveError { error in
  ///   guard isRecoverable(error) else { return .notHandled }
  ///   recover(from: error)
  ///   return .handled
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - line: the caller's line.
  ///   - closure: returns `.handled` to stop the error, `.notHandled` to let it continue outward. What
  ///     it throws is reported as an error from this responder's position.
  public func receiveError(
    fileID: StaticString = #fileID, line: UInt = #line,
    _ closure: @escaping (any Error) throws -> ReceiveErrorResult
  ) -> some View {
    responder((any Error).self, kind: .receiveError, fileID: fileID, line: line, .receiveError(closure))
  }

  /// Registers a responder that receives errors of type `E` reported below;
  /// every other error passes on untouched.
  ///
  /// - Parameters:
  ///   - type: the type of the errors it acts on; every other error passes on untouched.
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - line: the caller's line.
  ///   - closure: returns `.handled` to stop the error, `.notHandled` to let it continue outward. What
  ///     it throws is reported as an error from this responder's position.
  public func receiveError<E: Error>(
    _ type: E.Type, fileID: StaticString = #fileID, line: UInt = #line,
    closure: @escaping (E) throws -> ReceiveErrorResult
  ) -> some View {
    responder(type, kind: .receiveError, fileID: fileID, line: line, .receiveError(closure))
  }

  /// Registers a responder that receives errors of type `E`, without reading them.
  ///
  /// - Parameters:
  ///   - type: the type of the errors it acts on; every other error passes on untouched.
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - line: the caller's line.
  ///   - closure: returns `.handled` to stop the error, `.notHandled` to let it continue outward. What
  ///     it throws is reported as an error from this responder's position.
  public func receiveError<E: Error>(
    _ type: E.Type, fileID: StaticString = #fileID, line: UInt = #line,
    closure: @escaping () throws -> ReceiveErrorResult
  ) -> some View {
    responder(type, kind: .receiveError, fileID: fileID, line: line, .receiveErrorIgnoring(closure))
  }

  /// The asynchronous form of ``receiveError(fileID:line:_:)``.
  ///
  /// - Parameters:
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - line: the caller's line.
  ///   - closure: returns `.handled` to stop the error, `.notHandled` to let it continue outward. What
  ///     it throws is reported as an error from this responder's position.
  public func receiveError(
    fileID: StaticString = #fileID, line: UInt = #line,
    _ closure: @escaping @MainActor (any Error) async throws -> ReceiveErrorResult
  ) -> some View {
    responder((any Error).self, kind: .receiveError, fileID: fileID, line: line, async: { .init(try await closure($0)) })
  }

  /// The asynchronous form of the typed `receiveError`.
  ///
  /// - Parameters:
  ///   - type: the type of the errors it acts on; every other error passes on untouched.
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - line: the caller's line.
  ///   - closure: returns `.handled` to stop the error, `.notHandled` to let it continue outward. What
  ///     it throws is reported as an error from this responder's position.
  public func receiveError<E: Error>(
    _ type: E.Type, fileID: StaticString = #fileID, line: UInt = #line,
    closure: @escaping @MainActor (E) async throws -> ReceiveErrorResult
  ) -> some View {
    responder(type, kind: .receiveError, fileID: fileID, line: line, async: { .init(try await closure($0)) })
  }

  /// The asynchronous form of the no-argument typed `receiveError`.
  ///
  /// - Parameters:
  ///   - type: the type of the errors it acts on; every other error passes on untouched.
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - line: the caller's line.
  ///   - closure: returns `.handled` to stop the error, `.notHandled` to let it continue outward. What
  ///     it throws is reported as an error from this responder's position.
  public func receiveError<E: Error>(
    _ type: E.Type, fileID: StaticString = #fileID, line: UInt = #line,
    closure: @escaping @MainActor () async throws -> ReceiveErrorResult
  ) -> some View {
    responder(type, kind: .receiveError, fileID: fileID, line: line, async: { _ in .init(try await closure()) })
  }
}
