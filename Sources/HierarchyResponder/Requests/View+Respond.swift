#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

extension View {
  /// Answers every request of type `R` sent from the views this modifier wraps; other requests
  /// pass on untouched.
  ///
  /// The value the closure returns is what the requester's `sendRequest` returns. What it throws
  /// is thrown to the requester.
  ///
  /// ```swift
  /// // Fragment
  /// ItemList(items: items)
  ///   .respond(to: CurrentAccount.self) { _ in session.account }
  /// ```
  ///
  /// - Parameters:
  ///   - type: the request type it answers.
  ///   - phase: when it is asked: ``/HierarchyResponderCore/ResponderPhase/bubble`` (inner to
  ///     outer, by default), ``/HierarchyResponderCore/ResponderPhase/capture`` (before the inner
  ///     responders) or ``/HierarchyResponderCore/ResponderPhase/fallback`` (only when no other
  ///     responder answers: a default answer that responders outer to it override).
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  ///   - answer: answers the request.
  public func respond<R: ResponderRequest>(
    to type: R.Type, phase: ResponderPhase = .bubble, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    answer: @escaping (R) throws -> R.Response
  ) -> some View {
    requestResponder(type, kind: .respond, phase: phase, fileID: fileID, filePath: filePath, line: line, column: column, .answer(answer))
  }

  /// The asynchronous form of `respond(to:)`: the requester waits while the closure works (a
  /// closure that `await`s selects it).
  ///
  /// The work belongs to this view: when the view is removed while the
  /// answer is pending, the work is cancelled and the requester receives a `CancellationError`;
  /// when the requester's task is cancelled, the work is cancelled and its late answer dropped.
  ///
  /// ```swift
  /// // Fragment
  /// .respond(to: ConfirmDeletion.self) { request in
  ///   await confirmation.ask("Delete \(request.itemName)?")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - type: the request type it answers.
  ///   - phase: when it is asked: ``/HierarchyResponderCore/ResponderPhase/bubble`` (inner to
  ///     outer, by default), ``/HierarchyResponderCore/ResponderPhase/capture`` (before the inner
  ///     responders) or ``/HierarchyResponderCore/ResponderPhase/fallback`` (only when no other
  ///     responder answers: a default answer that responders outer to it override).
  ///   - inFlight: what a request arriving while the work for a previous one still runs does;
  ///     ``/HierarchyResponderCore/InFlightPolicy/concurrent`` by default. Under
  ///     ``/HierarchyResponderCore/InFlightPolicy/dropNew`` its requester receives ``/HierarchyResponderCore/RequestNotAnswered``
  ///     (``/HierarchyResponderCore/RequestNotAnswered/Reason/busy(at:)``); under ``/HierarchyResponderCore/InFlightPolicy/cancelPrevious`` the
  ///     previous requester receives a `CancellationError`.
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  ///   - answer: answers the request, asynchronously.
  public func respond<R: ResponderRequest>(
    to type: R.Type, phase: ResponderPhase = .bubble, inFlight: InFlightPolicy = .concurrent,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    answer: @escaping @MainActor (R) async throws -> R.Response
  ) -> some View {
    requestResponder(type, kind: .respond, phase: phase, inFlight: inFlight, fileID: fileID, filePath: filePath, line: line, column: column,
      .async { .answer(try await answer($0)) })
  }

  /// Answers or declines each request of type `R` sent from the views this modifier wraps: a
  /// declined request goes on outward, unchanged.
  ///
  /// ```swift
  /// // Fragment
  /// .receiveRequest(PickAccount.self) { request in
  ///   guard let account = accounts.first(where: { $0.service == request.service }) else { return .notHandled }
  ///   return .answer(account)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - type: the request type it answers.
  ///   - phase: when it is asked: ``/HierarchyResponderCore/ResponderPhase/bubble`` (inner to
  ///     outer, by default), ``/HierarchyResponderCore/ResponderPhase/capture`` (before the inner
  ///     responders) or ``/HierarchyResponderCore/ResponderPhase/fallback`` (only when no other
  ///     responder answers: a default answer that responders outer to it override).
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  ///   - reply: answers the request, or declines it.
  public func receiveRequest<R: ResponderRequest>(
    _ type: R.Type, phase: ResponderPhase = .bubble, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    reply: @escaping (R) throws -> RequestReply<R.Response>
  ) -> some View {
    requestResponder(type, kind: .receiveRequest, phase: phase, fileID: fileID, filePath: filePath, line: line, column: column, .reply(reply))
  }

  /// The asynchronous form of `receiveRequest(_:)`. The work belongs to this view, as for the
  /// asynchronous `respond(to:)`.
  ///
  /// - Parameters:
  ///   - type: the request type it answers.
  ///   - phase: when it is asked: ``/HierarchyResponderCore/ResponderPhase/bubble`` (inner to
  ///     outer, by default), ``/HierarchyResponderCore/ResponderPhase/capture`` (before the inner
  ///     responders) or ``/HierarchyResponderCore/ResponderPhase/fallback`` (only when no other
  ///     responder answers: a default answer that responders outer to it override).
  ///   - inFlight: what a request arriving while the work for a previous one still runs does;
  ///     ``/HierarchyResponderCore/InFlightPolicy/concurrent`` by default. Under
  ///     ``/HierarchyResponderCore/InFlightPolicy/dropNew`` its requester receives ``/HierarchyResponderCore/RequestNotAnswered``
  ///     (``/HierarchyResponderCore/RequestNotAnswered/Reason/busy(at:)``); under ``/HierarchyResponderCore/InFlightPolicy/cancelPrevious`` the
  ///     previous requester receives a `CancellationError`.
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  ///   - reply: answers the request, or declines it, asynchronously.
  public func receiveRequest<R: ResponderRequest>(
    _ type: R.Type, phase: ResponderPhase = .bubble, inFlight: InFlightPolicy = .concurrent,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    reply: @escaping @MainActor (R) async throws -> RequestReply<R.Response>
  ) -> some View {
    requestResponder(type, kind: .receiveRequest, phase: phase, inFlight: inFlight, fileID: fileID, filePath: filePath, line: line, column: column, .async(reply))
  }
}
