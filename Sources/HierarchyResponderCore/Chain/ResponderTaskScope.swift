/// Owns the asynchronous work of responders: cancel it, and nothing that work
/// produces travels on.
///
/// An `async` responder runs its closure in a task owned by a scope; the chain
/// continues outward when the closure returns. In the SwiftUI layer each
/// responder modifier owns a scope for as long as its view exists (its
/// identity, not its appearance: a covered screen keeps its work) and cancels
/// it when the view is removed. Finished tasks are
/// released at once, so the scope does not grow while the view lives.
///
/// A cancelled scope is closed: work that would start in it afterwards
/// (a value still arriving from a chain its owner left) does not run, and what
/// was started but had not begun yet does not begin. The value is dropped where
/// the responder stands; an observed journey ends `cancelled` there.
///
/// ```swift
/// // Fragment
/// let scope = ResponderTaskScope()
/// let chain = ResponderChain().addingResponder(for: SaveEvent.self, kind: .handleEvent, scope: scope) { save in
///   try await store.save(save.document)
///   return .handled
/// }
/// // Later, when the owner goes away:
/// scope.cancelAll()
/// chain.triggerEvent(SaveEvent(document: draft)) // the scope is closed: nothing runs
/// ```
@MainActor
public final class ResponderTaskScope {
  private var tasks: [UInt64: Task<Void, Never>] = [:]
  private var nextID: UInt64 = 0
  /// The lanes that had values wait their turn in this scope: closing the scope drops those values
  /// (a waiting value holds no task that cancelling could reach).
  private var lanes: [ObjectIdentifier: WeakLane] = [:]

  /// Creates an empty, open scope.
  public nonisolated init() {}

  /// How many tasks are running now.
  public var runningTaskCount: Int { tasks.count }

  /// Whether ``cancelAll()`` closed this scope: nothing starts in it anymore.
  public private(set) var isClosed = false

  /// Starts `operation` in a main-actor task owned by this scope and returns the task; in a
  /// closed scope, does nothing and returns `nil`.
  @discardableResult
  package func start(_ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never>? {
    guard !isClosed else { return nil }
    let id = nextID
    nextID &+= 1
    let task = Task { [weak self] in
      await operation()
      self?.tasks[id] = nil
    }
    tasks[id] = task
    return task
  }

  /// Cancels every running task and closes the scope: what those tasks produce
  /// afterwards is dropped, and no work starts in this scope anymore.
  public func cancelAll() {
    isClosed = true
    let running = tasks
    tasks.removeAll()
    for task in running.values { task.cancel() }
    let waiting = lanes.values.compactMap(\.lane)
    lanes.removeAll()
    for lane in waiting { lane.scopeClosed(self) }
  }

  /// Waits for every task running now (and those they start) to finish.
  public func waitForAll() async {
    while let task = tasks.values.first {
      await task.value
    }
  }
}

extension ResponderTaskScope {
  /// What starting work in a scope amounts to, for a responder without a lane.
  static func admission(_ task: Task<Void, Never>?) -> InFlightLane.Admission {
    task.map { .started(InFlightWork(task: $0)) } ?? .closed
  }

  /// How many values wait their turn in the lanes of this scope (their work starts a task of this
  /// scope when the turn comes). O(n) in the values the lanes hold.
  package var waitingCount: Int {
    lanes.values.reduce(0) { $0 + ($1.lane?.waitingCount(in: self) ?? 0) }
  }

  /// Tells `lane` when this scope closes: it holds values waiting their turn in it.
  func closes(_ lane: InFlightLane) {
    let key = ObjectIdentifier(lane)
    if lanes[key]?.lane !== lane { lanes[key] = WeakLane(lane: lane) }
  }

  /// Starts `work` for one value: in `lane` when the responder has one (its policy decides),
  /// in this scope directly otherwise (``InFlightPolicy/concurrent``).
  package func start(_ work: @escaping @MainActor () async -> Void, lane: InFlightLane?) -> InFlightLane.Admission {
    if let lane { return lane.start(in: self, work) }
    return Self.admission(start(work))
  }
}

/// A lane a scope tells when it closes, without keeping it (the lane's waiting work may keep the scope).
private struct WeakLane {
  weak var lane: InFlightLane?
}
