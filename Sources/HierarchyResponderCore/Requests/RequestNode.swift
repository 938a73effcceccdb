/// A node on the request side of the chain: a responder to requests, a spy's recorder or a
/// bridge (a `.requests` declaration is a ``SafetyDeclarationNode`` on this side).
///
/// Request nodes live in the same tree as event and error nodes (one ``ResponderNode`` per
/// modifier) and are visited by the same dispatcher loop; the shortcuts of the other sides skip
/// them, so an event or an error never pays for a request responder it passes, and the
/// reverse. A node that answers one request type passes every other without being asked (its
/// ``ResponderNode/passKey``), as an event responder for one type does.
@MainActor
package class RequestNode: ResponderNode {
  /// - Parameters:
  ///   - parent: the node outer to this one.
  ///   - kind: how journeys name it.
  ///   - site: where it was added.
  ///   - requestType: the only request type it answers; `nil` when every request must be offered
  ///     to it.
  ///   - phase: when the dispatcher asks it (``ResponderPhase``).
  package init(
    parent: ResponderNode?, kind: ResponderKind, site: ResponderSite, requestType: Any.Type? = nil, phase: ResponderPhase = .bubble
  ) {
    super.init(
      parent: parent, side: .request, kind: kind, site: site, passKey: requestType.map { PassKey.only($0) } ?? PassKey.askAlways,
      phase: phase)
  }
}
