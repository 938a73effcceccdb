/// A position in the responder chain: the responders outer to some point of a
/// view hierarchy (or of any object tree).
///
/// A chain is an immutable value. Each `adding…` method returns the chain that
/// the *children* of a responder see: the same chain with one more responder
/// in front (inner to every existing one). The SwiftUI layer stores a chain in
/// the environment; each modifier reads its parent's chain and hands its
/// content the extended one. Without SwiftUI, build chains by hand:
///
/// ```swift
/// // Fragment
/// let screen = ResponderChain()
///   .addingResponder(for: LogoutEvent.self, kind: .handleEvent) { _ in
///     session.end()
///     return .handled
///   }
/// let button = screen.addingResponder(for: (any Event).self, kind: .receiveEvent) { _ in .notHandled }
/// button.triggerEvent(LogoutEvent()) // reaches the screen's responder
/// ```
///
/// Values sent from a chain are delivered on the main actor, synchronously when
/// every responder on the way is synchronous.
///
/// Two chains are equal when they are the same position: the same innermost
/// responder (by identity). The SwiftUI layer keeps a modifier's responder across
/// body evaluations, so the chain it hands its content stays equal while nothing
/// outer to it changes, and views that read it are not re-evaluated.
public struct ResponderChain: Sendable, Equatable {
  /// The innermost node, or `nil` for the empty chain (the root).
  package let node: ResponderNode?

  /// The empty chain: everything sent from it reaches the root, where it is
  /// reported as unhandled.
  public nonisolated init() {
    self.node = nil
  }

  package nonisolated init(node: ResponderNode?) {
    self.node = node
  }

  /// Whether `lhs` and `rhs` are the same position: the same innermost responder.
  ///
  /// - Parameters:
  ///   - lhs: A chain.
  ///   - rhs: Another chain.
  public nonisolated static func == (lhs: ResponderChain, rhs: ResponderChain) -> Bool {
    lhs.node === rhs.node
  }

  /// The closure-like value that triggers events from this position.
  public nonisolated var triggerEvent: TriggerEvent { TriggerEvent(chain: self) }

  /// The closure-like value that reports errors from this position.
  public nonisolated var reportError: ReportError { ReportError(chain: self) }
}

@MainActor
extension ResponderChain {
  /// Adds a synchronous responder for values that cast to `Value`.
  ///
  /// `kind` says which side it listens on (`.handleEvent` listens to events,
  /// `.catchError` to errors…) and how journeys name it. Use `(any Event).self`
  /// or `(any Error).self` for an untyped responder, which accepts every value
  /// of its side and does not count as explicit for safety checks. Whatever
  /// `body` throws continues outward as an error from this responder.
  /// Without a `site`, the responder's site is the caller's `fileID:line`.
  ///
  /// - Parameters:
  ///   - type: the type of the values it accepts (`(any Event).self` or `(any Error).self`: all).
  ///   - kind: which side it listens on, and how journeys name it (a `.bridge` or `.route`
  ///     responder listens on errors for `(any Error).self`, on events otherwise).
  ///   - phase: when it is asked: ``ResponderPhase/bubble`` (the usual inner-to-outer order, by
  ///     default), ``ResponderPhase/capture`` (before, outer to inner) or
  ///     ``ResponderPhase/fallback`` (only when no other responder takes the value).
  ///   - site: how journeys and runtime issues name it; by default the caller's `fileID:line`.
  ///   - fileID: the caller's file, used when `site` is `nil`.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line, used when `site` is `nil`.
  ///   - column: the caller's column.
  ///   - body: answers a value: handled, not handled, or replaced by another value.
  /// - Returns: The chain inside the new responder: this chain with it in front.
  public func addingResponder<Value>(
    for type: Value.Type, kind: ResponderKind, phase: ResponderPhase = .bubble, site: ResponderSite? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ body: @escaping (Value) throws -> ResponderReply
  ) -> ResponderChain {
    let site = site ?? ResponderSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return ResponderChain(node: TypedResponder<Value>(parent: node, kind: kind, site: site, body: .reply(body), phase: phase))
  }

  /// Adds an asynchronous responder for values that cast to `Value`, whose
  /// work is owned by `scope`.
  ///
  /// The chain continues outward when `body` returns. Once `scope` is
  /// cancelled, nothing the work produces travels on. `inFlight` says what a
  /// value arriving while the work for a previous one still runs does:
  /// run at once (the default), stop here, cancel the
  /// previous work, or wait its turn.
  ///
  /// ```swift
  /// // Fragment
  /// let chain = ResponderChain().addingResponder(for: PayEvent.self, kind: .handleEvent, scope: scope, inFlight: .dropNew) { pay in
  ///   try await payments.charge(pay.amount)
  ///   return .handled
  /// }
  /// chain.triggerEvent(PayEvent(amount: 5))
  /// chain.triggerEvent(PayEvent(amount: 5)) // dropped: the first payment still runs
  /// ```
  ///
  /// - Parameters:
  ///   - type: the type of the values it accepts (`(any Event).self` or `(any Error).self`: all).
  ///   - kind: which side it listens on, and how journeys name it (a `.bridge` or `.route`
  ///     responder listens on errors for `(any Error).self`, on events otherwise).
  ///   - phase: when it is asked: ``ResponderPhase/bubble`` (the usual inner-to-outer order, by
  ///     default), ``ResponderPhase/capture`` (before, outer to inner) or
  ///     ``ResponderPhase/fallback`` (only when no other responder takes the value).
  ///   - site: how journeys and runtime issues name it; by default the caller's `fileID:line`.
  ///   - fileID: the caller's file, used when `site` is `nil`.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line, used when `site` is `nil`.
  ///   - column: the caller's column.
  ///   - scope: owns the work; cancel it when the responder's owner goes away.
  ///   - inFlight: what a value arriving while previous work runs does; ``InFlightPolicy/concurrent`` by default.
  ///   - body: answers a value, asynchronously.
  /// - Returns: The chain inside the new responder: this chain with it in front.
  public func addingResponder<Value>(
    for type: Value.Type, kind: ResponderKind, phase: ResponderPhase = .bubble, site: ResponderSite? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column, scope: ResponderTaskScope,
    inFlight: InFlightPolicy = .concurrent, _ body: @escaping @MainActor (Value) async throws -> ResponderReply
  ) -> ResponderChain {
    let site = site ?? ResponderSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let lane = inFlight == .concurrent ? nil : InFlightLane(policy: inFlight)
    return ResponderChain(
      node: TypedResponder<Value>(parent: node, kind: kind, site: site, body: .async(body), scope: scope, lane: lane, phase: phase))
  }

  /// Adds an observer that receives the journey of every value sent from
  /// inside it (see ``Journey``).
  ///
  /// - Parameters:
  ///   - site: how journeys and runtime issues name it; by default the caller's `fileID:line`.
  ///   - fileID: the caller's file, used when `site` is `nil`.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line, used when `site` is `nil`.
  ///   - column: the caller's column.
  ///   - observer: receives each journey when it ends.
  /// - Returns: The chain inside the observer: this chain with it in front.
  public func observingJourneys(
    site: ResponderSite? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ observer: @escaping (Journey) -> Void
  ) -> ResponderChain {
    let site = site ?? ResponderSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return ResponderChain(node: JourneyObserverNode(parent: node, site: site, observer: observer))
  }

  /// Declares the events that the inside of this position triggers (`.triggers`).
  ///
  /// In debug builds, an event of another type passing here is an infraction,
  /// and so is a declared event with no typed responder outer to this position
  /// when `requiresExplicitResponders` is on. In release builds this adds nothing.
  ///
  /// - Parameters:
  ///   - types: the event types the inside triggers.
  ///   - level: how an infraction is treated.
  ///   - requiresExplicitResponders: whether a declared type needs a typed responder outer to
  ///     this position.
  ///   - site: how journeys and runtime issues name it; by default the caller's `fileID:line`.
  ///   - fileID: the caller's file, used when `site` is `nil`.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line, used when `site` is `nil`.
  ///   - column: the caller's column.
  /// - Returns: The chain inside the declaration: this chain with it in front (this chain
  ///   itself in release builds).
  public func declaringTriggers(
    _ types: [any Event.Type], level: ResponderSafetyLevel = .default, requiresExplicitResponders: Bool = true,
    site: ResponderSite? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> ResponderChain {
    declaring(
      .triggers, types: types, matchers: Payload.matchers(for: types), level: level,
      requiresExplicitResponders: requiresExplicitResponders, site: site ?? ResponderSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Declares the errors that the inside of this position reports (`.reports`).
  ///
  /// The error twin of ``declaringTriggers(_:level:requiresExplicitResponders:site:fileID:filePath:line:column:)``.
  ///
  /// - Parameters:
  ///   - types: the error types the inside reports.
  ///   - level: how an infraction is treated.
  ///   - requiresExplicitResponders: whether a declared type needs a typed responder outer to
  ///     this position.
  ///   - site: how journeys and runtime issues name it; by default the caller's `fileID:line`.
  ///   - fileID: the caller's file, used when `site` is `nil`.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line, used when `site` is `nil`.
  ///   - column: the caller's column.
  /// - Returns: The chain inside the declaration: this chain with it in front (this chain
  ///   itself in release builds).
  public func declaringReports(
    _ types: [any Error.Type], level: ResponderSafetyLevel = .default, requiresExplicitResponders: Bool = true,
    site: ResponderSite? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> ResponderChain {
    declaring(
      .reports, types: types, matchers: Payload.matchers(for: types), level: level,
      requiresExplicitResponders: requiresExplicitResponders, site: site ?? ResponderSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

@MainActor
extension ResponderChain {
  /// Registers an explicit responder for `types` at this position, for the
  /// safety checks of declarations inside it, without responding to anything:
  /// for custom responders that handle declared events without naming their type.
  ///
  /// ```swift
  /// // Fragment
  /// let chain = ResponderChain()
  ///   .addingResponder(for: (any Event).self, kind: .receiveEvent) { router.handle($0) } // handles LikeEvent
  ///   .registeringHandler(for: [LikeEvent.self]) // so `.triggers(LikeEvent.self)` inside counts it
  /// ```
  ///
  /// - Parameters:
  ///   - types: the event types a custom responder outer to this position handles.
  ///   - site: how journeys and runtime issues name it; by default the caller's `fileID:line`.
  ///   - fileID: the caller's file, used when `site` is `nil`.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line, used when `site` is `nil`.
  ///   - column: the caller's column.
  /// - Returns: The chain inside the registration: this chain with it in front (this chain
  ///   itself in release builds).
  public func registeringHandler(
    for types: [any Event.Type], site: ResponderSite? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> ResponderChain {
    registering(.event, matchers: Payload.matchers(for: types), site: site ?? ResponderSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// The error twin of `registeringHandler(for:site:fileID:filePath:line:column:)` for event types: registers an explicit responder for the error `types`.
  ///
  /// - Parameters:
  ///   - types: the error types a custom responder outer to this position handles.
  ///   - site: how journeys and runtime issues name it; by default the caller's `fileID:line`.
  ///   - fileID: the caller's file, used when `site` is `nil`.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line, used when `site` is `nil`.
  ///   - column: the caller's column.
  /// - Returns: The chain inside the registration: this chain with it in front (this chain
  ///   itself in release builds).
  public func registeringHandler(
    for types: [any Error.Type], site: ResponderSite? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> ResponderChain {
    registering(.error, matchers: Payload.matchers(for: types), site: site ?? ResponderSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Registers an explicit responder for every event and every error (a spy that handles what
  /// it records), in debug builds; nothing in release builds.
  package func registeringEverything(site: ResponderSite) -> ResponderChain {
    registering(.event, matchers: [{ _ in true }], site: site).registering(.error, matchers: [{ _ in true }], site: site)
  }

  /// Adds a registration node in debug builds (where safety is checked); nothing in release builds.
  fileprivate func registering(_ side: ResponderSide, matchers: [(Payload) -> Bool], site: ResponderSite) -> ResponderChain {
    #if DEBUG
      ResponderChain(node: RegisteredHandlerNode(parent: node, side: side, site: site, matchers: matchers))
    #else
      self
    #endif
  }
}

@MainActor
extension ResponderChain {
  /// Adds a safety declaration node in debug builds; nothing in release builds.
  fileprivate func declaring(
    _ kind: ResponderKind, types: [Any.Type], matchers: [(Payload) -> Bool], level: ResponderSafetyLevel,
    requiresExplicitResponders: Bool, site: ResponderSite
  ) -> ResponderChain {
    #if DEBUG
      ResponderChain(
        node: SafetyDeclarationNode(
          parent: node, kind: kind, site: site, types: types, matchers: matchers, level: level,
          requiresExplicitResponders: requiresExplicitResponders))
    #else
      self
    #endif
  }
}

extension Payload {
  /// Whether the value is an instance of `type` (a subclass counts).
  fileprivate func isInstance<T>(of type: T.Type) -> Bool {
    cast(to: T.self) != nil
  }

  /// One matcher per type: whether a value is an instance of it (for safety nodes).
  package static func matchers(for types: [any Event.Type]) -> [(Payload) -> Bool] {
    types.map { type in { $0.isInstance(of: type) } }
  }

  /// One matcher per error type: whether a value is an instance of it.
  package static func matchers(for types: [any Error.Type]) -> [(Payload) -> Bool] {
    types.map { type in { $0.isInstance(of: type) } }
  }
}
