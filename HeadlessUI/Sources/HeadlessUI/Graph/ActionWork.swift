/// The unstructured tasks that hosted views' actions started: ``ViewHost/settle(timeout:maxRounds:)``
/// waits for them, ``ViewHost/runUntilIdle()`` lets them run until they wait.
///
/// A button's action that starts `Task { … }` gives HeadlessUI no handle on that task. But Swift
/// copies the task-local values of the code that creates an unstructured task into the task (and
/// into the tasks it creates in turn, except detached ones), and releases them when the task
/// ends. So the host runs every action of its views (a button's, a gesture's, `onAppear`,
/// `onChange`, `onSubmit`, `onDelete`…) with a fresh token bound to a task-local value: the token
/// stays alive exactly as long as some task started from that action is running, and the host
/// holds it weakly. App code changes nothing.
///
/// Not covered: `Task.detached`, and tasks started from outside an action of the host's views
/// (a timer, a notification, a model's initializer run outside a `body`).
@MainActor
final class ActionWork {
  /// What the tasks started from one action carry; released when the last of them ends.
  final class Token: Sendable {
    /// The host graph whose view's action started the tasks.
    let graph: ObjectIdentifier
    /// That graph itself, while it exists (``CurrentHost/scope``).
    weak let host: ViewGraph?

    init(graph: ObjectIdentifier, host: ViewGraph?) {
      self.graph = graph
      self.host = host
    }
  }

  /// The token of the action running now, copied into the tasks it starts.
  enum Current {
    @TaskLocal static var token: Token?
  }

  private struct WeakToken {
    weak var token: Token?
  }

  private var tokens: [WeakToken] = []
  /// The graph whose actions this tracks.
  private let graph: ObjectIdentifier
  private weak var host: ViewGraph?

  init(graph: ViewGraph) {
    self.graph = ObjectIdentifier(graph)
    host = graph
  }

  /// Runs `action` with a fresh token bound, and keeps the token (weakly) when a task took it.
  func run<R>(_ action: () throws -> R) rethrows -> R {
    var token = Token(graph: graph, host: host)
    let result = try Current.$token.withValue(token) { try action() }
    // Only this function holds the token when the action started no task: nothing to wait for.
    if !isKnownUniquelyReferenced(&token) { tokens.append(WeakToken(token: token)) }
    return result
  }

  /// Runs the asynchronous `action` (a `refreshable` action) with a fresh token bound.
  func run(_ action: () async -> Void) async {
    var token = Token(graph: graph, host: host)
    await Current.$token.withValue(token) { await action() }
    if !isKnownUniquelyReferenced(&token) { tokens.append(WeakToken(token: token)) }
  }

  /// How many actions still have a task running (forgetting the others).
  var runningCount: Int {
    tokens.removeAll { $0.token == nil }
    return tokens.count
  }
}
