#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

extension View {
  /// Declares the events this view's subtree triggers: an "API" of the view,
  /// checked at run time in debug builds.
  ///
  /// An event of another type passing this point is an infraction (a nested
  /// declaration that lists it counts). With `requireExplicitResponders` on
  /// (the default), a declared event with no typed responder above this point
  /// is an infraction when it appears. Infractions follow the
  /// `responderSafetyLevel`. Release builds check nothing.
  ///
  /// ```swift
  /// FeedList()
  ///   .triggers(ShowPostEvent.self, ShowProfileEvent.self)
  ///   .reports(AuthenticationError.self)
  /// ```
  ///
  /// - Parameters:
  ///   - events: the event types this view's subtree triggers.
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  public func triggers(_ events: any Event.Type..., fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
    modifier(SafetyDeclarationModifier(fileID: fileID, filePath: filePath, line: line, column: column, kind: .triggers, types: events, matchers: Payload.matchers(for: events)))
  }

  /// Declares the errors this view's subtree reports; the error twin of
  /// ``triggers(_:fileID:filePath:line:column:)``.
  ///
  /// - Parameters:
  ///   - errors: the error types this view's subtree reports.
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  public func reports(_ errors: any Error.Type..., fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
    modifier(SafetyDeclarationModifier(fileID: fileID, filePath: filePath, line: line, column: column, kind: .reports, types: errors, matchers: Payload.matchers(for: errors)))
  }

  /// The predecessor's spelling of ``triggers(_:fileID:filePath:line:column:)``: the same
  /// declaration, located by `file` and `line`.
  ///
  /// - Parameters:
  ///   - events: The event types the subtree triggers.
  ///   - file: Ignored (the predecessor's `#file`); the declaration is located at this call's `#fileID`.
  ///   - line: The line of the declaration.
  ///   - fileID: The caller's file: where journeys and runtime issues place this declaration.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - column: the caller's column.
  ///
  /// ```swift
  /// // Fragment
  /// FeedList().triggers(ShowPostEvent.self, file: #file, line: #line)
  /// ```
  @available(*, deprecated, renamed: "triggers(_:fileID:filePath:line:column:)")
  @_disfavoredOverload
  public func triggers(
    _ events: any Event.Type..., file: String = #file, line: Int = #line, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, column: UInt = #column
  ) -> some View {
    let line = UInt(max(line, 0))
    return modifier(
      SafetyDeclarationModifier(fileID: fileID, filePath: filePath, line: line, column: column, kind: .triggers, types: events, matchers: Payload.matchers(for: events)))
  }

  /// The predecessor's spelling of ``reports(_:fileID:filePath:line:column:)``.
  ///
  /// - Parameters:
  ///   - errors: The error types the subtree reports.
  ///   - file: Ignored (the predecessor's `#file`); the declaration is located at this call's `#fileID`.
  ///   - line: The line of the declaration.
  ///   - fileID: The caller's file: where journeys and runtime issues place this declaration.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - column: the caller's column.
  ///
  /// ```swift
  /// // Fragment
  /// FeedList().reports(AuthenticationError.self, file: #file, line: #line)
  /// ```
  @available(*, deprecated, renamed: "reports(_:fileID:filePath:line:column:)")
  @_disfavoredOverload
  public func reports(
    _ errors: any Error.Type..., file: String = #file, line: Int = #line, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, column: UInt = #column
  ) -> some View {
    let line = UInt(max(line, 0))
    return modifier(
      SafetyDeclarationModifier(fileID: fileID, filePath: filePath, line: line, column: column, kind: .reports, types: errors, matchers: Payload.matchers(for: errors)))
  }

  /// Sets how infractions of the `.triggers`/`.reports` declarations below are
  /// treated: `.relaxed` (the default) reports a runtime issue, `.strict` stops
  /// the program, `.disabled` ignores them.
  ///
  /// ```swift
  /// ContentView()
  ///   .responderSafetyLevel(.strict)
  /// ```
  ///
  /// - Parameter level: how infractions of the declarations below are treated.
  public func responderSafetyLevel(_ level: ResponderSafetyLevel) -> some View {
    environment(\.responderSafetyLevel, level)
  }

  /// Sets whether the types declared below need a typed responder above their
  /// declaration (on by default).
  ///
  /// - Parameter flag: whether declared types need a typed responder above their declaration.
  public func requireExplicitResponders(_ flag: Bool = true) -> some View {
    environment(\.requiresExplicitResponders, flag)
  }
}

/// Adds a safety declaration with the level and explicitness of its environment,
/// kept across body evaluations like a responder: `.triggers` and
/// `.reports` or `.requests` (one ``SafetyDeclarationNode`` for every side).
struct SafetyDeclarationModifier: ViewModifier {
  @Environment(\.responderPlace) private var place
  @Environment(\.responderSafetyLevel) private var level
  @Environment(\.requiresExplicitResponders) private var requiresExplicitResponders
  // Made once per identity, like a responder's (``AnchorStorage``).
  @StateObject private var storage = AnchorStorage()

  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
  let kind: ResponderKind
  let types: [Any.Type]
  let matchers: [(Payload) -> Bool]

  func body(content: Content) -> some View {
    let site = ResponderSite(fileID: fileID, filePath: filePath, line: line, column: column, name: place.name)
    let inside = storage.anchor(for: SafetyDeclarationNode.self).update(
      parent: place.chain, kind: kind, types: types, matchers: matchers, level: level,
      requiresExplicitResponders: requiresExplicitResponders, site: site)
    return content.environment(\.responderChain, inside)
  }
}

extension View {
  /// Tells the `.triggers` declarations inside this view that `event` has an
  /// explicit responder here, for a custom responder that handles it without
  /// naming its type (an untyped `receiveEvent` that switches over types).
  ///
  /// ```swift
  /// // Fragment
  /// FeedView()
  ///   .registerHandler(for: LikeEvent.self)
  ///   .receiveEvent { event in router.route(event) }
  /// ```
  ///
  /// - Parameters:
  ///   - event: the event type a custom responder on this view handles.
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  public func registerHandler(
    for event: any Event.Type, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> some View {
    positioned(
      AnchoredNodeModifier<RegisteredHandlerNode>(fileID: fileID, filePath: filePath, line: line, column: column) { anchor, chain, site in
        anchor.update(parent: chain, side: .event, matchers: Payload.matchers(for: [event]), site: site)
      })
  }

  /// Tells the `.reports` declarations inside this view that `error` has an
  /// explicit responder here.
  ///
  /// - Parameters:
  ///   - error: the error type a custom responder on this view handles.
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  public func registerHandler(
    for error: any Error.Type, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> some View {
    positioned(
      AnchoredNodeModifier<RegisteredHandlerNode>(fileID: fileID, filePath: filePath, line: line, column: column) { anchor, chain, site in
        anchor.update(parent: chain, side: .error, matchers: Payload.matchers(for: [error]), site: site)
      })
  }
}
