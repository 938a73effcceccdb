import Foundation

/// Collects invalidations from any thread or isolation and hands them to the graph on the main actor.
///
/// `@State` is safe to write from any thread (Apple's `State` documentation: "You can safely mutate
/// state properties from any thread"): a write stores the value under its location's lock and posts
/// the owning node here; the next ``ViewGraph/flush()`` (run by a host interaction, or scheduled on
/// the main actor by the first post) drains the inbox and re-evaluates the nodes, on the main actor.
// Locked storage (ARCHITECTURE.md, "Concurrency invariants"): its mutable state is only read
// and written under `lock`; `graph` is set once, on the main actor, before anything is posted.
final class InvalidationInbox: @unchecked Sendable {
  private let lock = NSLock()
  private var references: [NodeReference] = []
  /// Whether a flush task is scheduled and has not started: it stays scheduled when an update
  /// the host runs drains the inbox first, and later posts count on it, so that updates that
  /// never yield (a test tapping in a loop without settling) leave one task pending, not one
  /// per update.
  private var isScheduled = false
  /// Whether a post since the last drain came from the thread running an update, during it: the
  /// update's own writes (an action's, an `onChange`'s), which it must apply before it ends.
  private var updatePosted = false
  /// The thread running ``ViewGraph/flush()`` right now, if any (set on the main actor).
  private var updatingThread: pthread_t?
  private var issues: [String] = []
  /// The thread evaluating a `body` right now, if any (set on the main actor).
  private var evaluatingThread: pthread_t?
  weak var graph: ViewGraph?
  /// How many invalidations came from a changed model (``NodeReference/invalidateForChangedModel()``).
  private var modelChanges = 0

  /// Counts an invalidation that a changed model causes (from any thread).
  func countModelChange() {
    lock.withLock { modelChanges += 1 }
  }

  /// How many invalidations came from a changed model so far.
  var modelChangeCount: Int { lock.withLock { modelChanges } }

  /// Records that `reference`'s node needs re-evaluation and makes sure an update will run.
  func post(_ reference: NodeReference) {
    let current = pthread_self()
    let schedule = lock.withLock {
      references.append(reference)
      if let updatingThread, pthread_equal(updatingThread, current) != 0 { updatePosted = true }
      defer { isScheduled = true }
      return !isScheduled
    }
    guard schedule else { return }
    Task { @MainActor [weak self, weak graph] in
      self?.flushStarts()
      graph?.flush()
    }
  }

  /// The scheduled flush task runs: a post from now on schedules the next one.
  private func flushStarts() {
    lock.withLock { isScheduled = false }
  }

  var isEmpty: Bool { lock.withLock { references.isEmpty } }

  /// Whether the update posted since the last drain (its own writes). Posts from other threads
  /// alone do not keep an update going: a writer on another thread may post faster than updates
  /// run, and its writes are applied by the update its first post scheduled, as SwiftUI applies
  /// them in a later update.
  var hasUpdatePosts: Bool { lock.withLock { updatePosted } }

  /// Marks the span of an update (main actor).
  func setUpdating(_ value: Bool) {
    let thread = value ? pthread_self() : nil
    lock.withLock { updatingThread = thread }
  }

  /// The references posted since the last drain, oldest first.
  func drain() -> [NodeReference] {
    lock.withLock {
      defer {
        references.removeAll()
        updatePosted = false
      }
      return references
    }
  }

  /// Marks the span of a `body` evaluation (main actor).
  func setEvaluatingBody(_ value: Bool) {
    let thread = value ? pthread_self() : nil
    lock.withLock { evaluatingThread = thread }
  }

  /// Whether the caller is the thread evaluating a body right now (a write from the body itself;
  /// a write from another thread meanwhile is an ordinary background write).
  var isEvaluatingBodyOnThisThread: Bool {
    let current = pthread_self()
    return lock.withLock { evaluatingThread.map { pthread_equal($0, current) != 0 } ?? false }
  }

  /// Records a problem found away from the graph (a state write during `body`).
  func report(_ issue: String) {
    lock.withLock { issues.append(issue) }
  }

  /// The problems reported since the last drain, oldest first.
  func drainIssues() -> [String] {
    lock.withLock {
      defer { issues.removeAll() }
      return issues
    }
  }
}
