#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// The one modifier behind every responder, declaration and observer: it reads
/// the chain its parent gave it, and hands its content the chain with one more
/// node in front (a core call). It keeps no state: a synchronous responder costs
/// one node per body evaluation and nothing else.
struct ResponderModifier: ViewModifier {
  @Environment(\.responderChain) private var chain
  @Environment(\.responderName) private var name

  let fileID: StaticString
  let line: UInt
  let extend: (ResponderChain, ResponderSite) -> ResponderChain

  func body(content: Content) -> some View {
    content.environment(\.responderChain, extend(chain, ResponderSite(fileID: fileID, line: line, name: name)))
  }
}

/// A ``ResponderModifier`` whose node runs asynchronous work: the work is owned
/// by this view (a task scope in its state) and cancelled when it disappears.
/// Under HeadlessUI the scope is registered as outside work, which `ViewHost.settle()` waits for.
struct AsyncResponderModifier: ViewModifier {
  @State private var scope = ResponderTaskScope()

  let fileID: StaticString
  let line: UInt
  let extend: (ResponderChain, ResponderSite, ResponderTaskScope) -> ResponderChain

  func body(content: Content) -> some View {
    #if !canImport(SwiftUI)
      // So that `ViewHost.settle()` waits for this responder's work.
      OutsideWork.register(scope) { $0.runningTaskCount > 0 }
    #endif
    return content
      .modifier(ResponderModifier(fileID: fileID, line: line) { chain, site in extend(chain, site, scope) })
      .onDisappear { scope.cancelAll() }
  }
}

extension View {
  /// Registers a synchronous responder for values of `type` (glue for every public modifier).
  func responder<Value>(
    _ type: Value.Type, kind: ResponderKind, fileID: StaticString, line: UInt,
    _ body: @escaping (Value) throws -> ResponderReply
  ) -> some View {
    modifier(
      ResponderModifier(fileID: fileID, line: line) { chain, site in
        chain.addingResponder(for: type, kind: kind, site: site, body)
      })
  }

  /// Registers an asynchronous responder for values of `type`, owned by this view.
  func responder<Value>(
    _ type: Value.Type, kind: ResponderKind, fileID: StaticString, line: UInt,
    async body: @escaping @MainActor (Value) async throws -> ResponderReply
  ) -> some View {
    modifier(
      AsyncResponderModifier(fileID: fileID, line: line) { chain, site, scope in
        chain.addingResponder(for: type, kind: kind, site: site, scope: scope, body)
      })
  }
}

extension ResponderReply {
  /// The reply of a `receive…` closure.
  init(_ result: ReceiveEventResult) {
    self = result == .handled ? .handled : .notHandled
  }

  init(_ result: ReceiveErrorResult) {
    self = result == .handled ? .handled : .notHandled
  }
}
