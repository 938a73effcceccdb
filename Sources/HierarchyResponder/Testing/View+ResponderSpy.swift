#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

extension View {
  /// Records the events, errors and requests this view's subtree sends up, in `spy` (for tests
  /// and previews); the spy handles events and errors, or lets them continue outward when it was
  /// made with `passValuesOn: true`, and answers the requests it was given answers for
  /// (`ResponderSpy.answer(_:with:)`; the others go on outward).
  ///
  /// One spy sees both sides, in arrival order, which setting `\.triggerEvent` and
  /// `\.reportError` separately cannot do (each replaces the whole chain).
  ///
  /// A spy that handles what it records makes a screen testable on its own: it is the explicit
  /// responder for the types the screen's `.triggers`/`.reports` declarations list, and it stands
  /// for the publishers of the screen's `.subscribe(to:)` subscribers (which then receive
  /// nothing, without an infraction). A spy made with `passValuesOn: true` counts for neither.
  ///
  /// ```swift
  /// // Fragment
  /// let spy = ResponderSpy()
  /// let host = ViewHost(TodoRow(todo: todo).responderSpy(spy))
  /// try host.button("Delete").tap()
  /// #expect(spy.events(of: DeleteTodoEvent.self).map(\.id) == [todo.id])
  /// ```
  ///
  /// - Parameters:
  ///   - spy: the spy that records.
  ///   - fileID: the caller's file, naming the spy in journeys.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line, naming the spy in journeys.
  ///   - column: the caller's column.
  public func responderSpy(_ spy: ResponderSpy, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
    // The responders of `ResponderChain.addingSpy(_:site:)`, each kept across
    // body evaluations (ARCHITECTURE.md, Identity): requests inner, then events, errors outer; outside them, for a
    // spy that handles, the registration that makes it an explicit responder for everything
    // (ARCHITECTURE.md, Safety).
    modifier(
      AnchoredNodeModifier<RequestSpyNode>(fileID: fileID, filePath: filePath, line: line, column: column) { anchor, chain, site in
        anchor.update(parent: chain, spy: spy, site: site)
      }
    )
    .modifier(
      ResponderModifier<any Event>(fileID: fileID, filePath: filePath, line: line, column: column, kind: .receiveEvent, responderBody: .reply { spy.record(.event($0)) })
    )
    .modifier(
      ResponderModifier<any Error>(fileID: fileID, filePath: filePath, line: line, column: column, kind: .receiveError, responderBody: .reply { spy.record(.error($0)) })
    )
    .modifier(
      SpyRegistrationModifier(handles: !spy.passesValuesOn, fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The part of a spy that handles what it records beyond recording: an explicit responder for
/// every type and a stand-in for the publishers of the subscribers
/// inside it.
struct SpyRegistrationModifier: ViewModifier {
  @Environment(\.responderChain) private var chain
  @Environment(\.responderName) private var name
  @Environment(\.subscriptionContexts) private var contexts
  // Made once per identity, like a responder's (``AnchorStorage``).
  @StateObject private var eventStorage = AnchorStorage()
  @StateObject private var errorStorage = AnchorStorage()

  let handles: Bool
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  func body(content: Content) -> some View {
    guard handles else {
      return content.environment(\.responderChain, chain).environment(\.subscriptionContexts, contexts)
    }
    let site = ResponderSite(fileID: fileID, filePath: filePath, line: line, column: column, name: name)
    let everything: [(Payload) -> Bool] = [{ _ in true }]
    let events = eventStorage.anchor(for: RegisteredHandlerNode.self)
      .update(parent: chain, side: .event, matchers: everything, site: site)
    let errors = errorStorage.anchor(for: RegisteredHandlerNode.self)
      .update(parent: events, side: .error, matchers: everything, site: site)
    var inside = contexts
    inside.isInsideSpy = true
    return content.environment(\.responderChain, errors).environment(\.subscriptionContexts, inside)
  }
}
