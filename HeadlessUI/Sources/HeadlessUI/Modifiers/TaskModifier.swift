extension View {
  /// Adds an asynchronous task to perform before this view appears.
  ///
  /// The task starts when the view appears (inserted on screen, or shown again by a pop or a tab
  /// selection) and is cancelled after it disappears (removed, or hidden by a push or another
  /// tab). In tests,
  /// ``ViewHost/settle(timeout:maxRounds:)`` lets it run and applies the updates it causes.
  ///
  /// ```swift
  /// // Fragment
  /// Text(status).task { status = await load() }
  /// ```
  ///
  /// - Parameters:
  ///   - priority: The task priority to use when creating the asynchronous task. The default
  ///     priority is `userInitiated`.
  ///   - action: A closure run as an asynchronous task before the view appears; it is cancelled
  ///     after the view disappears.
  nonisolated public func task(
    priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    modifier(TaskModifier(id: 0, hasID: false, priority: priority, action: action))
  }

  /// Adds a task to perform before this view appears or when a specified value changes.
  ///
  /// The task starts when the view appears; when `value` changes, the running task is
  /// cancelled and a new one starts (while the view is hidden, the next appearance starts it);
  /// disappearing cancels it.
  ///
  /// - Parameters:
  ///   - value: The value to observe for changes. The value must conform to the `Equatable`
  ///     protocol.
  ///   - priority: The task priority to use when creating the asynchronous task. The default
  ///     priority is `userInitiated`.
  ///   - action: A closure called as an asynchronous task before the view appears and again, after
  ///     cancelling the running one, when `value` changes.
  nonisolated public func task<T>(
    id value: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View where T: Equatable {
    modifier(TaskModifier(id: value, hasID: true, priority: priority, action: action))
  }
}

/// Runs an async action while its view is on screen, restarting it when `id` changes.
nonisolated struct TaskModifier<ID: Equatable>: ViewModifier {
  typealias Body = Never
  let id: ID
  let hasID: Bool
  let priority: TaskPriority
  let action: @Sendable () async -> Void
}

/// The task a node runs and the id it was started for.
final class RunningTask<ID> {
  var id: ID
  var task: Task<Void, Never>?

  init(id: ID) { self.id = id }
}

@MainActor
extension TaskModifier: AppearanceParticipant {
  func render(content: any View, node: Node, in graph: ViewGraph) {
    if let running = node.primitiveStorage as? RunningTask<ID> {
      if running.id != id {
        running.id = id
        running.task?.cancel()
        running.task = nil
        // A covered view starts the task for the new id when it appears again.
        if node.hasAppeared { start(running, node: node, in: graph) }
      }
    } else {
      node.primitiveStorage = RunningTask(id: id)
      graph.insertParticipant(node, self)
    }
    passThrough(content, node, in: graph)
  }

  func appear(_ node: Node, in graph: ViewGraph) {
    guard let running = node.primitiveStorage as? RunningTask<ID> else { return }
    start(running, node: node, in: graph)
  }

  /// Starts the task after the current render pass (with the appear actions, in tree order),
  /// unless the view disappeared meanwhile.
  private func start(_ running: RunningTask<ID>, node: Node, in graph: ViewGraph) {
    let action = self.action
    let priority = self.priority
    graph.enqueue { [weak graph, weak running, weak node] in
      guard let graph, let running, let node, node.hasAppeared, running.task == nil else { return }
      running.task = graph.tasks.start(priority: priority, action)
    }
  }

  /// Cancels the task in its own disappear action, in tree order with the other disappear
  /// actions: SwiftUI's task modifier is an appearance action modifier whose `disappear` cancels
  /// the task (as OpenSwiftUI reconstructs SwiftUI 6.5.4; TaskModifierTests cites it).
  func disappear(_ node: Node, in graph: ViewGraph) {
    guard let running = node.primitiveStorage as? RunningTask<ID>, let task = running.task else { return }
    running.task = nil
    graph.enqueue { task.cancel() }
  }

  func unmount(_ node: Node, in graph: ViewGraph) {
    node.primitiveStorage = nil
  }

  func describe() -> String { hasID ? ".task(id: \(id))" : ".task" }
}
