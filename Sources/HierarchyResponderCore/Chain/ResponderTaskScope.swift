/// Owns the asynchronous work of responders: cancel it, and nothing that work
/// produces travels on.
///
/// An `async` responder runs its closure in a task owned by a scope; the chain
/// continues outward when the closure returns. In the SwiftUI layer each
/// responder modifier owns a scope and cancels it when its view disappears.
/// Finished tasks are released at once, so the scope does not grow while the
/// view stays on screen.
///
/// ```swift
/// let scope = ResponderTaskScope()
/// let chain = ResponderChain().addingResponder(for: SaveEvent.self, kind: .handleEvent, scope: scope) { save in
///   try await store.save(save.document)
///   return .handled
/// }
/// // Later, when the owner goes away:
/// scope.cancelAll()
/// ```
@MainActor
public final class ResponderTaskScope {
  private var tasks: [UInt64: Task<Void, Never>] = [:]
  private var nextID: UInt64 = 0

  /// Creates an empty scope.
  public nonisolated init() {}

  /// How many tasks are running now.
  public var runningTaskCount: Int { tasks.count }

  /// Starts `operation` in a main-actor task owned by this scope.
  package func start(_ operation: @escaping @MainActor () async -> Void) {
    let id = nextID
    nextID &+= 1
    tasks[id] = Task { [weak self] in
      await operation()
      self?.tasks[id] = nil
    }
  }

  /// Cancels every running task; what they produce afterwards is dropped.
  public func cancelAll() {
    let running = tasks
    tasks.removeAll()
    for task in running.values { task.cancel() }
  }

  /// Waits for every task running now (and those they start) to finish.
  public func waitForAll() async {
    while let task = tasks.values.first {
      await task.value
    }
  }
}
