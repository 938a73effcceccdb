/// A weak, thread-safe handle on a ``Node``: what storage and observers hold to invalidate it.
///
/// State writes, observation callbacks and `objectWillChange` may come from any thread; they post
/// the reference to the ``InvalidationInbox``, and the graph resolves it on the main actor.
// Sendable: `inbox` is locked storage, and `node` is only used on the main actor
// (ARCHITECTURE.md, "Concurrency invariants").
final class NodeReference: @unchecked Sendable {
  /// Set and cleared on the main actor only; read there after the inbox drained.
  nonisolated(unsafe) private(set) weak var node: Node?
  let inbox: InvalidationInbox

  @MainActor init(_ node: Node, inbox: InvalidationInbox) {
    self.node = node
    self.inbox = inbox
  }

  /// Asks for the node to be re-evaluated at the next update (from any thread).
  func invalidate() { inbox.post(self) }

  /// Asks for the node to be re-evaluated because a model it reads changed (an observable
  /// property, an `ObservableObject`, stored defaults, focus), from any thread: a change of state
  /// that may live outside the views, which a crawl that keeps its screens must see, as its
  /// ``CrawlLedger`` does.
  func invalidateForChangedModel() {
    inbox.countModelChange()
    inbox.post(self)
  }

  /// Whether a write now comes from a `body` being evaluated (SwiftUI warns then).
  var isWriteDuringBody: Bool { inbox.isEvaluatingBodyOnThisThread }
}
