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
  /// .catchError { error in
  ///   ShowErrorBannerEvent(message: "\(error)")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - line: the caller's line.
  ///   - handler: returns the event to trigger, from this responder's position, in place of the error.
  ///     What it throws continues outward as an error.
  public func catchError(
    fileID: StaticString = #fileID, line: UInt = #line,
    _ handler: @escaping (any Error) throws -> any Event
  ) -> some View {
    responder((any Error).self, kind: .catchError, fileID: fileID, line: line, .event(handler))
  }

  /// Registers a responder that turns errors of type `E` into the event it
  /// returns; every other error passes on untouched. A typed catch counts as
  /// an explicit responder for `.reports(E.self)`.
  ///
  /// ```swift
  /// .catchError(UnauthenticatedError.self) { _ in
  ///   ShowSignInEvent()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - type: the type of the errors it acts on; every other error passes on untouched.
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - line: the caller's line.
  ///   - handler: returns the event to trigger, from this responder's position, in place of the error.
  ///     What it throws continues outward as an error.
  public func catchError<E: Error>(
    _ type: E.Type, fileID: StaticString = #fileID, line: UInt = #line,
    handler: @escaping (E) throws -> any Event
  ) -> some View {
    responder(type, kind: .catchError, fileID: fileID, line: line, .event(handler))
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
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - line: the caller's line.
  ///   - handler: returns the event to trigger, from this responder's position, in place of the error.
  ///     What it throws continues outward as an error.
  public func catchError<E: Error>(
    _ type: E.Type, fileID: StaticString = #fileID, line: UInt = #line,
    handler: @escaping () throws -> any Event
  ) -> some View {
    responder(type, kind: .catchError, fileID: fileID, line: line, .eventIgnoring(handler))
  }

  /// The asynchronous form of ``catchError(fileID:line:_:)``.
  ///
  /// - Parameters:
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - line: the caller's line.
  ///   - handler: returns the event to trigger, from this responder's position, in place of the error.
  ///     What it throws continues outward as an error.
  public func catchError(
    fileID: StaticString = #fileID, line: UInt = #line,
    _ handler: @escaping @MainActor (any Error) async throws -> any Event
  ) -> some View {
    responder((any Error).self, kind: .catchError, fileID: fileID, line: line, async: { .event(try await handler($0)) })
  }

  /// The asynchronous form of the typed `catchError`.
  ///
  /// - Parameters:
  ///   - type: the type of the errors it acts on; every other error passes on untouched.
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - line: the caller's line.
  ///   - handler: returns the event to trigger, from this responder's position, in place of the error.
  ///     What it throws continues outward as an error.
  public func catchError<E: Error>(
    _ type: E.Type, fileID: StaticString = #fileID, line: UInt = #line,
    handler: @escaping @MainActor (E) async throws -> any Event
  ) -> some View {
    responder(type, kind: .catchError, fileID: fileID, line: line, async: { .event(try await handler($0)) })
  }

  /// The asynchronous form of the no-argument typed `catchError`.
  ///
  /// - Parameters:
  ///   - type: the type of the errors it acts on; every other error passes on untouched.
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - line: the caller's line.
  ///   - handler: returns the event to trigger, from this responder's position, in place of the error.
  ///     What it throws continues outward as an error.
  public func catchError<E: Error>(
    _ type: E.Type, fileID: StaticString = #fileID, line: UInt = #line,
    handler: @escaping @MainActor () async throws -> any Event
  ) -> some View {
    responder(type, kind: .catchError, fileID: fileID, line: line, async: { _ in .event(try await handler()) })
  }
}
