#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

extension View {
  /// Registers a responder that replaces every error reported below with the
  /// error it returns, which continues up from here.
  ///
  /// ```swift
  /// .transformError { error in
  ///   AppError(underlying: error)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - line: the caller's line.
  ///   - transform: returns the error that continues outward in place of the one received. What it
  ///     throws is reported as an error from this responder's position.
  public func transformError(
    fileID: StaticString = #fileID, line: UInt = #line,
    _ transform: @escaping (any Error) throws -> any Error
  ) -> some View {
    responder((any Error).self, kind: .transformError, fileID: fileID, line: line, .error(transform))
  }

  /// Registers a responder that replaces errors of type `E`; every other error
  /// passes on untouched.
  ///
  /// - Parameters:
  ///   - type: the type of the errors it acts on; every other error passes on untouched.
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - line: the caller's line.
  ///   - transform: returns the error that continues outward in place of the one received. What it
  ///     throws is reported as an error from this responder's position.
  public func transformError<E: Error>(
    _ type: E.Type, fileID: StaticString = #fileID, line: UInt = #line,
    transform: @escaping (E) throws -> any Error
  ) -> some View {
    responder(type, kind: .transformError, fileID: fileID, line: line, .error(transform))
  }

  /// Registers a responder that replaces errors of type `E`, without reading them.
  ///
  /// - Parameters:
  ///   - type: the type of the errors it acts on; every other error passes on untouched.
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - line: the caller's line.
  ///   - transform: returns the error that continues outward in place of the one received. What it
  ///     throws is reported as an error from this responder's position.
  public func transformError<E: Error>(
    _ type: E.Type, fileID: StaticString = #fileID, line: UInt = #line,
    transform: @escaping () throws -> any Error
  ) -> some View {
    responder(type, kind: .transformError, fileID: fileID, line: line, .errorIgnoring(transform))
  }

  /// The asynchronous form of ``transformError(fileID:line:_:)``.
  ///
  /// - Parameters:
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - line: the caller's line.
  ///   - transform: returns the error that continues outward in place of the one received. What it
  ///     throws is reported as an error from this responder's position.
  public func transformError(
    fileID: StaticString = #fileID, line: UInt = #line,
    _ transform: @escaping @MainActor (any Error) async throws -> any Error
  ) -> some View {
    responder((any Error).self, kind: .transformError, fileID: fileID, line: line, async: { .error(try await transform($0)) })
  }

  /// The asynchronous form of the typed `transformError`.
  ///
  /// - Parameters:
  ///   - type: the type of the errors it acts on; every other error passes on untouched.
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - line: the caller's line.
  ///   - transform: returns the error that continues outward in place of the one received. What it
  ///     throws is reported as an error from this responder's position.
  public func transformError<E: Error>(
    _ type: E.Type, fileID: StaticString = #fileID, line: UInt = #line,
    transform: @escaping @MainActor (E) async throws -> any Error
  ) -> some View {
    responder(type, kind: .transformError, fileID: fileID, line: line, async: { .error(try await transform($0)) })
  }

  /// The asynchronous form of the no-argument typed `transformError`.
  ///
  /// - Parameters:
  ///   - type: the type of the errors it acts on; every other error passes on untouched.
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - line: the caller's line.
  ///   - transform: returns the error that continues outward in place of the one received. What it
  ///     throws is reported as an error from this responder's position.
  public func transformError<E: Error>(
    _ type: E.Type, fileID: StaticString = #fileID, line: UInt = #line,
    transform: @escaping @MainActor () async throws -> any Error
  ) -> some View {
    responder(type, kind: .transformError, fileID: fileID, line: line, async: { _ in .error(try await transform()) })
  }
}
