#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

extension View {
  /// Registers a responder to requests of type `R` (glue for `.respond(to:)` and
  /// `.receiveRequest(_:)`): a ``RequestResponder`` kept across body evaluations in per-instance
  /// storage, like an event responder's.
  ///
  /// An `async` body runs in the anchor's task scope, owned by this view's identity: when the view
  /// is removed, the storage is released and cancels the scope, and a requester still waiting for
  /// this responder's answer receives a `CancellationError`.
  /// A test host waits for the work through the storage.
  /// The anchor keeps the work in flight with the scope, so `inFlight`
  /// holds across body evaluations and rebuilt nodes.
  func requestResponder<R: ResponderRequest>(
    _ type: R.Type, kind: ResponderKind, phase: ResponderPhase = .bubble, inFlight: InFlightPolicy = .concurrent, fileID: StaticString, filePath: StaticString,
    line: UInt, column: UInt, _ body: RequestBody<R>
  ) -> some View {
    let isAsync = if case .async = body { true } else { false }
    return modifier(
      AnchoredNodeModifier<RequestResponder<R>>(fileID: fileID, filePath: filePath, line: line, column: column) { anchor, chain, site in
        let scope = isAsync ? anchor.scope : nil
        let lane = isAsync ? anchor.lane(for: inFlight) : nil
        return anchor.update(parent: chain, isCompatible: { $0.kind == kind && $0.phase == phase }) { parent in
          RequestResponder(parent: parent, kind: kind, site: site, body: body, scope: scope, lane: lane, phase: phase)
        } install: { node in
          node.body = body
          node.scope = scope
          node.lane = lane
          if !node.site.isIdentical(to: site) { node.site = site }
        }
      })
  }
}
