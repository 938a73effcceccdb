import Foundation

/// Collects state writes from any thread or isolation and hands them to the graph on the main actor.
///
/// A write posts the owning node; the next ``ViewGraph/flush()`` (run by a host interaction, or
/// scheduled on the main actor by the first post) drains the inbox and invalidates the nodes.
final class InvalidationInbox: @unchecked Sendable {
  private let lock = NSLock()
  private var nodes: [Node] = []
  private var isScheduled = false
  weak var graph: ViewGraph?

  /// Records that `node`'s state changed and makes sure an update will run.
  func post(_ node: Node) {
    let schedule = lock.withLock {
      nodes.append(node)
      defer { isScheduled = true }
      return !isScheduled
    }
    guard schedule else { return }
    Task { @MainActor [weak graph] in graph?.flush() }
  }

  var isEmpty: Bool { lock.withLock { nodes.isEmpty } }

  /// The nodes posted since the last drain, oldest first.
  func drain() -> [Node] {
    lock.withLock {
      defer {
        nodes.removeAll()
        isScheduled = false
      }
      return nodes
    }
  }
}
