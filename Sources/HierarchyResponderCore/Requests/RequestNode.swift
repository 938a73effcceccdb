/// A node on the request side of the chain: a responder to requests, a `.requests` declaration,
/// or a spy's recorder.
///
/// Request nodes live in the same tree as event and error nodes (one ``ResponderNode`` per
/// modifier), but on no side of their own (``ResponderNode/side`` is `nil`): the dispatcher's
/// shortcuts to the nearest event and error nodes skip them, so an event or an error never pays
/// for a request responder it passes. Requests follow their own
/// shortcut, ``outerRequestNode``, the nearest request node outer to this one.
///
/// Like every shortcut of the chain, ``outerRequestNode`` is unretained: a node's ancestors live
/// at least as long as the node (``ResponderNode``'s invariant).
@MainActor
package class RequestNode: ResponderNode {
  /// The nearest strictly outer request node, unretained (kept alive by the parent chain).
  private final let outerRequestLink: Unmanaged<RequestNode>?
  /// The identity of the one request type this node answers, or `nil` for a node that is
  /// offered every request (a spy's recorder, a declaration, a bridge). The dispatcher passes a
  /// node whose type is another without offering it the request.
  package final let answeredType: ObjectIdentifier?

  /// - Parameters:
  ///   - parent: the node outer to this one.
  ///   - kind: how journeys name it.
  ///   - site: where it was added.
  ///   - answeredType: the only request type it answers; `nil` when every request must be offered to it.
  package init(parent: ResponderNode?, kind: ResponderKind, site: ResponderSite, answeredType: (any ResponderRequest.Type)? = nil) {
    self.outerRequestLink = RequestNode.first(from: parent).map(Unmanaged.passUnretained)
    self.answeredType = answeredType.map { ObjectIdentifier($0) }
    super.init(parent: parent, side: nil, kind: kind, site: site, passKey: PassKey.never)
  }

  /// The nearest strictly outer request node.
  package final var outerRequestNode: RequestNode? { outerRequestLink?.takeUnretainedValue() }

  /// The first request node at or outer to `node`: the first stop of a request sent from `node`.
  ///
  /// Walks the parent links past event and error nodes; from a request node on, the trip follows
  /// ``outerRequestNode``.
  package static func first(from node: ResponderNode?) -> RequestNode? {
    var current = node
    while let candidate = current {
      if let found = candidate as? RequestNode { return found }
      current = candidate.parent
    }
    return nil
  }

  /// The first request node at or outer to this one that is offered requests of the type
  /// identified by `type`: the nodes before it answer another type and would ignore the request
  ///; `nil` when none is left.
  ///
  /// Walks the unretained ``outerRequestNode`` links without retaining the nodes it passes: each
  /// is outer to this one, which the caller keeps alive.
  /// `nonisolated`, so that each step is not a main-actor check: it reads only immutable stored
  /// properties (`answeredType`, `outerRequestLink`), which are safe to read from any isolation.
  package nonisolated final func firstOffered(_ type: ObjectIdentifier) -> RequestNode? {
    var current = Unmanaged.passUnretained(self)
    while current._withUnsafeGuaranteedRef({ $0.answeredType.map { $0 != type } ?? false }) {
      guard let outer = current._withUnsafeGuaranteedRef({ $0.outerRequestLink }) else { return nil }
      current = outer
    }
    return current.takeUnretainedValue()
  }

  /// What this node does with `request`, of type `R`. Overridden by every request node; the
  /// base ignores it. A node with an ``answeredType`` is offered requests of that type only, and
  /// must ignore every other (its step is `.ignored`).
  ///
  /// - Parameters:
  ///   - request: the request.
  ///   - trip: the trip it is on (its origin, bounds and journey).
  /// - Returns: what the node did.
  package func offer<R: ResponderRequest>(_ request: R, trip: RequestTrip) async -> RequestStep<R.Response> {
    .ignored
  }

  /// Whether this node is a responder that takes requests of `type` (for safety declarations
  /// and capability queries).
  package func answers(_ type: Any.Type) -> Bool { false }
}

/// What one request node did with a request.
package enum RequestStep<Response: Sendable> {
  /// Not of the node's type: the request goes on.
  case ignored
  /// A declaration checked it and let it pass.
  case passed
  /// The responder declined: the request goes on outward.
  case declined
  /// The responder answered: the trip ends, the requester receives the response.
  case answered(Response)
  /// The responder threw: the trip ends, the requester receives the error.
  case failed(any Error)
  /// The responder's view was removed (its scope closed) before it answered: the requester
  /// receives a `CancellationError`.
  case cancelled
  /// A newer request cancelled the responder's work (``InFlightPolicy/cancelPrevious``): the
  /// requester receives a `CancellationError`.
  case superseded
  /// The responder's previous work still runs and its policy drops new requests
  /// (``InFlightPolicy/dropNew``): the requester receives ``RequestNotAnswered``.
  case busy
  /// The requester's task was cancelled while the responder worked: the work is cancelled, its
  /// late answer dropped, and the requester receives a `CancellationError`.
  case requesterCancelled
  /// A strict safety declaration stopped the request (only when a test intercepts the stop).
  case dropped(reason: String)
}

extension RequestStep {
  /// How the trip ends at `node` after this step (``TripEnd``); a step after which the request
  /// goes on (ignored, passed, declined) reads as ``TripEnd/unhandled``, never asked for.
  @MainActor
  package func end(at node: RequestNode) -> TripEnd {
    switch self {
    case .failed(let error): .failed(node, error)
    case .cancelled: .cancelled(node)
    case .superseded: .superseded(node)
    case .busy: .busy(node)
    case .requesterCancelled: .requesterCancelled
    case .dropped(let reason): .dropped(reason: reason)
    case .answered: .answered(node)
    case .ignored, .passed, .declined: .unhandled
    }
  }
}
