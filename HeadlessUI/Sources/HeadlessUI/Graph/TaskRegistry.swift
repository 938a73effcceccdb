/// The tasks started by `task` modifiers that have not finished yet.
///
/// ``ViewHost/settle(timeout:maxRounds:)`` uses it to know whether work may still produce updates.
@MainActor
final class TaskRegistry {
  private var running: [Int: Task<Void, Never>] = [:]
  private var counter = 0

  /// Starts `action` as a task and tracks it until it returns.
  func start(
    priority: TaskPriority, _ action: @escaping @Sendable () async -> Void
  ) -> Task<Void, Never> {
    counter += 1
    let id = counter
    let task = Task(priority: priority) { @MainActor [weak self] in
      await action()
      self?.running[id] = nil
    }
    running[id] = task
    return task
  }

  var runningCount: Int { running.count }
}
