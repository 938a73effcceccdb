/// The work in flight of one asynchronous responder, and the policy that decides what a value
/// arriving during it does.
///
/// A responder with a policy other than ``InFlightPolicy/concurrent`` owns a lane (in the
/// SwiftUI layer its anchor keeps it, with its task scope, for as long as the view exists). The
/// lane starts the responder's work in the responder's ``ResponderTaskScope``, so removing the
/// view cancels it all, and keeps, per admitted value, its task until it ends:
///
/// - under ``InFlightPolicy/dropNew``, a value arriving while a value of the lane is unfinished
///   starts nothing (``Admission/busy``);
/// - under ``InFlightPolicy/cancelPrevious``, it cancels every unfinished value first;
/// - under ``InFlightPolicy/enqueue``, it waits for its turn: turns are given in the order values
///   arrived, the next one when the running one ends. A waiting value holds its work, not a task:
///   its task starts when its turn comes. A waiting value that is cancelled (by its requester, or
///   because its scope closed) leaves the line at once, and its work runs in a cancelled task, so
///   that it ends its journey as cancelled work does.
///
/// ```swift
/// // Fragment
/// let lane = InFlightLane(policy: .enqueue)
/// lane.start(in: scope) { await save(first) }  // .started
/// lane.start(in: scope) { await save(second) } // .queued: runs when the first one ended
/// ```
@MainActor
package final class InFlightLane {
  /// What a value arriving now does; replaced at each body evaluation in the SwiftUI layer.
  package var policy: InFlightPolicy

  /// What became of a value offered to ``start(in:_:)``.
  package enum Admission {
    /// Its work started.
    case started(InFlightWork)
    /// Its work waits for the work before it to end (``InFlightPolicy/enqueue``).
    case queued(InFlightWork)
    /// Previous work still runs: the value is dropped (``InFlightPolicy/dropNew``).
    case busy
    /// The scope is closed (the responder's owner went away): nothing started.
    case closed
  }

  /// A value admitted and not ended.
  private enum Entry {
    /// Its work runs in this task.
    case running(Task<Void, Never>)
    /// It waits for its turn, with the work to start in `scope` then.
    case waiting(scope: ResponderTaskScope, work: @MainActor () async -> Void)
  }

  /// The values admitted and not ended, by id (ids grow in arrival order). A value cancelled by
  /// ``InFlightPolicy/cancelPrevious`` leaves at once: it is no longer the previous work.
  private var unfinished: [UInt64: Entry] = [:]
  private var nextID: UInt64 = 0
  /// Under ``InFlightPolicy/enqueue``: the values admitted and not ended, in arrival order. The
  /// first one holds the turn; it is the only one of the line whose task runs.
  private var turns = TurnLine()

  /// Creates a lane with no work in flight.
  package nonisolated init(policy: InFlightPolicy) {
    self.policy = policy
  }

  /// How many values the lane admitted and that did not end yet (running or waiting their turn).
  package var unfinishedCount: Int { unfinished.count }

  /// How many values wait their turn in `scope` (O(n)).
  func waitingCount(in scope: ResponderTaskScope) -> Int {
    unfinished.values.reduce(0) { count, entry in
      guard case .waiting(let waitingScope, _) = entry, waitingScope === scope else { return count }
      return count + 1
    }
  }

  /// Offers a value whose work is `work` under the lane's policy, and starts that work in
  /// `scope` unless the policy drops the value or makes it wait.
  @discardableResult
  package func start(in scope: ResponderTaskScope, _ work: @escaping @MainActor () async -> Void) -> Admission {
    guard !scope.isClosed else { return .closed }
    switch policy {
    case .concurrent:
      return ResponderTaskScope.admission(scope.start(work))
    case .dropNew:
      guard unfinished.isEmpty else { return .busy }
    case .cancelPrevious:
      let previous = unfinished
      unfinished.removeAll()
      var dropped: [@MainActor () async -> Void] = []
      for (id, entry) in previous.sorted(by: { $0.key < $1.key }) {
        switch entry {
        case .running(let task): task.cancel()
        case .waiting(_, let work):
          _ = turns.leave(id)
          dropped.append(work)
        }
      }
      Self.runCancelled(dropped, in: scope)
    case .enqueue:
      let id = nextID
      nextID &+= 1
      turns.join(id)
      guard turns.holder == id else {
        unfinished[id] = .waiting(scope: scope, work: work)
        scope.closes(self)
        return .queued(InFlightWork(lane: self, id: id))
      }
      return run(id, work, in: scope).map { .started(InFlightWork(lane: self, id: $0)) } ?? .closed
    }
    let id = nextID
    nextID &+= 1
    return run(id, work, in: scope).map { .started(InFlightWork(lane: self, id: $0)) } ?? .closed
  }

  /// Starts the work of `id` in `scope`; returns `id`, or `nil` when the scope is closed.
  private func run(_ id: UInt64, _ work: @escaping @MainActor () async -> Void, in scope: ResponderTaskScope) -> UInt64? {
    let task = scope.start { [self] in
      await work()
      ended(id)
    }
    guard let task else {
      _ = turns.leave(id)
      return nil
    }
    unfinished[id] = .running(task)
    return id
  }

  /// The work of `id` ended: the next value in line gets the turn.
  private func ended(_ id: UInt64) {
    unfinished[id] = nil
    if turns.leave(id) { startHolder() }
  }

  /// Starts the task of the value that now holds the turn. One whose scope closed meanwhile is
  /// dropped as cancelled, and the turn passes on.
  private func startHolder() {
    while let next = turns.holder, case .waiting(let scope, let work)? = unfinished[next] {
      if run(next, work, in: scope) != nil { return }
      unfinished[next] = nil
      Self.runCancelled([work], in: nil)
    }
  }

  /// Cancels the value `id`: a running one's task is cancelled; a waiting one leaves the line,
  /// and its work runs in a cancelled task (``runCancelled(_:in:)``).
  fileprivate func cancel(_ id: UInt64) {
    switch unfinished[id] {
    case .running(let task)?:
      task.cancel()
    case .waiting(let scope, let work)?:
      unfinished[id] = nil
      if turns.leave(id) { startHolder() }
      Self.runCancelled([work], in: scope)
    case nil:
      return
    }
  }

  /// `scope` closed: every value waiting in it leaves the line, in arrival order, and its work
  /// runs in a cancelled task. (The running value's task was cancelled by the scope itself.)
  func scopeClosed(_ scope: ResponderTaskScope) {
    var dropped: [@MainActor () async -> Void] = []
    for id in turns.ids {
      guard case .waiting(let waitingScope, let work)? = unfinished[id], waitingScope === scope else { continue }
      unfinished[id] = nil
      _ = turns.leave(id)
      dropped.append(work)
    }
    startHolder()
    Self.runCancelled(dropped, in: nil)
  }

  /// Runs the works of values that were cancelled before their turn, one after the other, in one
  /// task cancelled before it begins: each work looks at cancellation first and ends its value's
  /// journey and outcome there, as a task cancelled while waiting did. The task belongs to `scope`
  /// while it is open (``ResponderTaskScope/waitForAll()`` sees it), to nobody once it closed.
  private static func runCancelled(_ works: [@MainActor () async -> Void], in scope: ResponderTaskScope?) {
    guard !works.isEmpty else { return }
    let run: @MainActor () async -> Void = {
      for work in works { await work() }
    }
    let task = scope?.start(run) ?? Task { @MainActor in await run() }
    task.cancel()
  }
}

/// The work of one value admitted by an ``InFlightLane`` or started by a scope: cancel it, whether it
/// runs or waits its turn.
@MainActor
package struct InFlightWork {
  private let task: Task<Void, Never>?
  private weak var lane: InFlightLane?
  private let id: UInt64

  /// Work started in a scope without a lane.
  init(task: Task<Void, Never>) {
    self.task = task
    self.lane = nil
    self.id = 0
  }

  /// The value `id` of `lane`.
  fileprivate init(lane: InFlightLane, id: UInt64) {
    self.task = nil
    self.lane = lane
    self.id = id
  }

  /// Cancels the work: a running task is cancelled; a value waiting its turn leaves the line and
  /// never starts a task of its own (its work runs cancelled, to end its journey).
  package func cancel() {
    if let task { task.cancel() } else { lane?.cancel(id) }
  }
}
