#if canImport(SwiftUI)
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
  public func triggers(_ events: any Event.Type..., fileID: StaticString = #fileID, line: UInt = #line) -> some View {
    modifier(SafetyDeclarationModifier(fileID: fileID, line: line, kind: .triggers, types: events, matchers: Payload.matchers(for: events)))
  }

  /// Declares the errors this view's subtree reports; the error twin of
  /// ``triggers(_:fileID:line:)``.
  public func reports(_ errors: any Error.Type..., fileID: StaticString = #fileID, line: UInt = #line) -> some View {
    modifier(SafetyDeclarationModifier(fileID: fileID, line: line, kind: .reports, types: errors, matchers: Payload.matchers(for: errors)))
  }

  /// Sets how infractions of the `.triggers`/`.reports` declarations below are
  /// treated: `.relaxed` (the default) reports a runtime issue, `.strict` stops
  /// the program, `.disabled` ignores them.
  ///
  /// ```swift
  /// ContentView()
  ///   .responderSafetyLevel(.strict)
  /// ```
  public func responderSafetyLevel(_ level: ResponderSafetyLevel) -> some View {
    environment(\.responderSafetyLevel, level)
  }

  /// Sets whether the types declared below need a typed responder above their
  /// declaration (on by default).
  public func requireExplicitResponders(_ flag: Bool = true) -> some View {
    environment(\.requiresExplicitResponders, flag)
  }
}

/// Adds a safety declaration with the level and explicitness of its environment,
/// kept across body evaluations like a responder (rule 13).
struct SafetyDeclarationModifier: ViewModifier {
  @Environment(\.responderChain) private var chain
  @Environment(\.responderName) private var name
  @Environment(\.responderSafetyLevel) private var level
  @Environment(\.requiresExplicitResponders) private var requiresExplicitResponders
  @State private var anchor = ResponderAnchor<SafetyDeclarationNode>()

  let fileID: StaticString
  let line: UInt
  let kind: ResponderKind
  let types: [Any.Type]
  let matchers: [(Payload) -> Bool]

  func body(content: Content) -> some View {
    let site = ResponderSite(fileID: fileID, line: line, name: name)
    return content.environment(
      \.responderChain,
      anchor.update(
        parent: chain, kind: kind, types: types, matchers: matchers, level: level,
        requiresExplicitResponders: requiresExplicitResponders, site: site))
  }
}

extension View {
  /// Tells the `.triggers` declarations inside this view that `event` has an
  /// explicit responder here, for a custom responder that handles it without
  /// naming its type (an untyped `receiveEvent` that switches over types).
  ///
  /// ```swift
  /// FeedView()
  ///   .registerHandler(for: LikeEvent.self)
  ///   .receiveEvent { event in router.route(event) }
  /// ```
  public func registerHandler(
    for event: any Event.Type, fileID: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    modifier(
      AnchoredNodeModifier<RegisteredHandlerNode>(fileID: fileID, line: line) { anchor, chain, site in
        anchor.update(parent: chain, side: .event, matchers: Payload.matchers(for: [event]), site: site)
      })
  }

  /// Tells the `.reports` declarations inside this view that `error` has an
  /// explicit responder here.
  public func registerHandler(
    for error: any Error.Type, fileID: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    modifier(
      AnchoredNodeModifier<RegisteredHandlerNode>(fileID: fileID, line: line) { anchor, chain, site in
        anchor.update(parent: chain, side: .error, matchers: Payload.matchers(for: [error]), site: site)
      })
  }
}
