import HeadlessUI
import Testing

/// Work that waits until the test opens it (or forever).
@MainActor
private final class Gate {
  private var waiting: [CheckedContinuation<Void, Never>] = []
  func wait() async { await withCheckedContinuation { waiting.append($0) } }
  func open() {
    for continuation in waiting { continuation.resume() }
    waiting.removeAll()
  }
}

/// A view whose button starts an unstructured task that writes state after `work`.
private struct Loader: View {
  @State var status = "Idle"
  let work: @MainActor () async -> Void

  var body: some View {
    VStack {
      Text(status)
      Button("Load") {
        status = "Loading"
        Task {
          await work()
          Task { status = "Loaded" }  // a task the task starts is waited for too
        }
      }
    }
  }
}

/// HeadlessUI runs each action of a hosted view with a task-local token; Swift copies task-local
/// values into the unstructured tasks the action creates and releases them when those tasks end
/// (SE-0311, "Task Local Values": `Task { }` inherits them, `Task.detached` does not).
@MainActor
@Suite("Tasks started from actions")
struct ActionWorkTests {
  @Test("settle() waits for a Task started from a Button's action, and for the tasks it starts", arguments: 1...20)
  func settleWaitsForTasksFromActions(run: Int) async throws {
    let host = ViewHost(Loader { try? await Task.sleep(nanoseconds: 30_000_000) })
    try host.button("Load").tap()
    try await host.settle()
    #expect(try host.find(text: "Loaded").isMounted)
  }

  @Test("runUntilIdle() applies what started work wrote, without waiting for its end")
  func runUntilIdleDoesNotWaitForTheEnd() async throws {
    let gate = Gate()
    let host = ViewHost(Loader { await gate.wait() })
    try host.button("Load").tap()
    try await host.runUntilIdle()
    #expect(try host.find(text: "Loading").isMounted)
    gate.open()
    try await host.settle()
    #expect(try host.find(text: "Loaded").isMounted)
  }

  @Test("A task still running after settle()'s timeout is left running: settle() returns")
  func longTasksAreLeftRunning() async throws {
    let gate = Gate()
    let host = ViewHost(Loader { await gate.wait() })
    try host.button("Load").tap()
    try await host.settle(timeout: 0.05)
    #expect(try host.find(text: "Loading").isMounted)
    gate.open()
  }
}
