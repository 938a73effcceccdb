/// The work in flight of one asynchronous responder, and the policy that decides what a value
/// arriving during it does.
///
/// A responder with a policy other than ``InFlightPolicy/concurrent`` owns a lane (in the
/// SwiftUI layer its anchor keeps it, with its task scope, for as long as the view exists). The
/// lane starts the responder's work in the responder's ``ResponderTaskScope``, so removing the
/// view cancels it all, and keeps, per started value, the task until it ends:
///
/// - under ``InFlightPolicy/dropNew``, a value arriving while a task of the lane is unfinished
///   starts nothing (``Admission/busy``);
/// - under ``InFlightPolicy/cancelPrevious``, it cancels every unfinished task first;
/// - under ``InFlightPolicy/enqueue``, its task starts at once but waits for its turn: turns are
///   given in the order values arrived, the next one when the running one ends. A waiting task
///   whose scope is cancelled stops waiting at once.
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
    case started(Task<Void, Never>)
    /// Its work waits for the work before it to end (``InFlightPolicy/enqueue``).
    case queued(Task<Void, Never>)
    /// Previous work still runs: the value is dropped (``InFlightPolicy/dropNew``).
    case busy
    /// The scope is closed (the responder's owner went away): nothing started.
    case closed
  }

  /// The tasks started and not ended, by the order they were started in. A task cancelled by
  /// ``InFlightPolicy/cancelPrevious`` leaves at once: it is no longer the previous work.
  private var unfinished: [UInt64: Task<Void, Never>] = [:]
  private var nextID: UInt64 = 0
  /// Under ``InFlightPolicy/enqueue``: the values admitted and not ended, in arrival order. The
  /// first one holds the turn.
  private var turns = TurnLine()
  /// The tasks suspended until their turn comes.
  private var waiting: [UInt64: CheckedContinuation<Bool, Never>] = [:]

  /// Creates a lane with no work in flight.
  package nonisolated init(policy: InFlightPolicy) {
    self.policy = policy
  }

  /// How many values the lane started and that did not end yet (running or waiting their turn).
  package var unfinishedCount: Int { unfinished.count }

  /// Offers a value whose work is `work` under the lane's policy, and starts that work in
  /// `scope` unless the policy drops the value.
  @discardableResult
  package func start(in scope: ResponderTaskScope, _ work: @escaping @MainActor () async -> Void) -> Admission {
    guard !scope.isClosed else { return .closed }
    let waitsTurn: Bool
    switch policy {
    case .concurrent:
      return ResponderTaskScope.admission(scope.start(work))
    case .dropNew:
      guard unfinished.isEmpty else { return .busy }
      waitsTurn = false
    case .cancelPrevious:
      let previous = unfinished
      unfinished.removeAll()
      for task in previous.values { task.cancel() }
      waitsTurn = false
    case .enqueue:
      waitsTurn = true
    }
    let id = nextID
    nextID &+= 1
    let queued = waitsTurn && !turns.isEmpty
    if waitsTurn { turns.join(id) }
    let task = scope.start { [self] in
      if waitsTurn { _ = await turn(id) }
      // The work itself looks at cancellation first: a value whose turn never came because its
      // scope closed ends its journey there.
      await work()
      ended(id)
    }
    guard let task else { return .closed }
    unfinished[id] = task
    return queued ? .queued(task) : .started(task)
  }

  /// Waits until `id` holds the turn (`true`), or until its task is cancelled (`false`).
  private func turn(_ id: UInt64) async -> Bool {
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if turns.holder == id {
          continuation.resume(returning: true)
        } else if Task.isCancelled {
          leave(id)
          continuation.resume(returning: false)
        } else {
          waiting[id] = continuation
        }
      }
    } onCancel: {
      MainActorHop.run { self.stopWaiting(id) }
    }
  }

  /// A waiting task was cancelled: it gives its place up and resumes at once.
  private func stopWaiting(_ id: UInt64) {
    guard let continuation = waiting.removeValue(forKey: id) else { return }
    leave(id)
    continuation.resume(returning: false)
  }

  /// The work of `id` ended: the next value in line gets the turn.
  private func ended(_ id: UInt64) {
    unfinished[id] = nil
    leave(id)
  }

  /// Removes `id` from the line; when it held the turn, hands the turn to the next one.
  private func leave(_ id: UInt64) {
    guard turns.leave(id), let next = turns.holder, let continuation = waiting.removeValue(forKey: next) else { return }
    continuation.resume(returning: true)
  }
}
