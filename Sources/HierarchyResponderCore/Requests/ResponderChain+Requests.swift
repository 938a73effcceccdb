extension ResponderChain {
  /// The closure-like value that sends requests from this position.
  public nonisolated var sendRequest: SendRequest { SendRequest(chain: self) }
}

@MainActor
extension ResponderChain {
  /// Adds a synchronous responder to requests of type `R`, which answers or declines each.
  ///
  /// A reply of ``RequestReply/answer(_:)`` ends the request's trip: the requester receives the
  /// answer. ``RequestReply/notHandled`` lets it go on outward. What `body` throws is thrown to the
  /// requester. Without a `site`, the responder's site is the caller's
  /// `fileID:line`.
  ///
  /// ```swift
  /// // Fragment
  /// let chain = ResponderChain().addingResponder(to: ConfirmDeletion.self) { request in
  ///   .answer(request.itemName != "Inbox")
  /// }
  /// let confirmed = try await chain.sendRequest(ConfirmDeletion(itemName: "Drafts"))
  /// ```
  ///
  /// - Parameters:
  ///   - type: the request type it answers; every other request passes on untouched.
  ///   - phase: when it is asked: ``ResponderPhase/bubble`` (the usual inner-to-outer order, by
  ///     default), ``ResponderPhase/capture`` (before, outer to inner) or
  ///     ``ResponderPhase/fallback`` (a default answer: only when no other responder answers).
  ///   - site: how journeys and runtime issues name it; by default the caller's `fileID:line`.
  ///   - fileID: the caller's file, used when `site` is `nil`.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line, used when `site` is `nil`.
  ///   - column: the caller's column.
  ///   - body: answers or declines a request.
  /// - Returns: The chain inside the new responder: this chain with it in front.
  public func addingResponder<R: ResponderRequest>(
    to type: R.Type, phase: ResponderPhase = .bubble, site: ResponderSite? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ body: @escaping (R) throws -> RequestReply<R.Response>
  ) -> ResponderChain {
    let site = site ?? ResponderSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return ResponderChain(node: RequestResponder<R>(parent: node, kind: .receiveRequest, site: site, body: .reply(body), phase: phase))
  }

  /// Adds an asynchronous responder to requests of type `R`, whose work is owned by `scope`.
  ///
  /// The requester waits for `body`. When `scope` is cancelled (the responder's owner went away)
  /// before `body` answered, the requester receives a `CancellationError` and nothing `body`
  /// answers afterwards is used; when the requester's task is cancelled, `body`'s task is
  /// cancelled. `inFlight` says what a request arriving while
  /// the work for a previous one still runs does: under
  /// ``InFlightPolicy/dropNew`` its requester receives ``RequestNotAnswered`` with the reason
  /// ``RequestNotAnswered/Reason/busy(at:)``; under ``InFlightPolicy/cancelPrevious`` the previous
  /// requester receives a `CancellationError`; under ``InFlightPolicy/enqueue`` the requester
  /// waits for its turn.
  ///
  /// - Parameters:
  ///   - type: the request type it answers; every other request passes on untouched.
  ///   - phase: when it is asked: ``ResponderPhase/bubble`` (the usual inner-to-outer order, by
  ///     default), ``ResponderPhase/capture`` (before, outer to inner) or
  ///     ``ResponderPhase/fallback`` (a default answer: only when no other responder answers).
  ///   - site: how journeys and runtime issues name it; by default the caller's `fileID:line`.
  ///   - fileID: the caller's file, used when `site` is `nil`.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line, used when `site` is `nil`.
  ///   - column: the caller's column.
  ///   - scope: owns the work; cancel it when the responder's owner goes away.
  ///   - inFlight: what a request arriving while previous work runs does; ``InFlightPolicy/concurrent`` by default.
  ///   - body: answers or declines a request, asynchronously.
  /// - Returns: The chain inside the new responder: this chain with it in front.
  public func addingResponder<R: ResponderRequest>(
    to type: R.Type, phase: ResponderPhase = .bubble, site: ResponderSite? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    scope: ResponderTaskScope, inFlight: InFlightPolicy = .concurrent,
    _ body: @escaping @MainActor (R) async throws -> RequestReply<R.Response>
  ) -> ResponderChain {
    let site = site ?? ResponderSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let lane = inFlight == .concurrent ? nil : InFlightLane(policy: inFlight)
    return ResponderChain(
      node: RequestResponder<R>(parent: node, kind: .receiveRequest, site: site, body: .async(body), scope: scope, lane: lane, phase: phase))
  }
}

@MainActor
extension ResponderChain {
  /// Declares the requests that the inside of this position sends (`.requests`).
  ///
  /// In debug builds, a request of another type passing here is an infraction, and so is a
  /// declared request with no responder of its type outer to this position when
  /// `requiresExplicitResponders` is on. In release builds this adds nothing.
  ///
  /// ```swift
  /// // Fragment
  /// let row = screen.declaringRequests([ConfirmDeletion.self])
  /// ```
  ///
  /// - Parameters:
  ///   - types: the request types the inside sends.
  ///   - level: how an infraction is treated.
  ///   - requiresExplicitResponders: whether a declared type needs a responder outer to this position.
  ///   - site: how journeys and runtime issues name it; by default the caller's `fileID:line`.
  ///   - fileID: the caller's file, used when `site` is `nil`.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line, used when `site` is `nil`.
  ///   - column: the caller's column.
  /// - Returns: The chain inside the declaration: this chain with it in front (this chain
  ///   itself in release builds).
  public func declaringRequests(
    _ types: [any ResponderRequest.Type], level: ResponderSafetyLevel = .default, requiresExplicitResponders: Bool = true,
    site: ResponderSite? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> ResponderChain {
    #if DEBUG
      let site = site ?? ResponderSite(fileID: fileID, filePath: filePath, line: line, column: column)
      return ResponderChain(
        node: SafetyDeclarationNode(
          parent: node, kind: .requests, site: site, types: types, matchers: types.map(Payload.requestMatcher(for:)),
          level: level, requiresExplicitResponders: requiresExplicitResponders))
    #else
      self
    #endif
  }
}
