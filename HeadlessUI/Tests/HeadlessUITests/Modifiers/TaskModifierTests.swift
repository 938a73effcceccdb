import HeadlessUI
import Testing

/// Sleeps until the task is cancelled; `onCancel` runs at the moment of cancellation.
private func runUntilCancelled(onCancel: @escaping @Sendable () -> Void) async {
  await withTaskCancellationHandler {
    while !Task.isCancelled {
      try? await Task.sleep(nanoseconds: 1_000_000)
    }
  } onCancel: {
    onCancel()
  }
}

private struct Loader: View {
  @State private var status = "loading"

  var body: some View {
    Text(status).task {
      await Task.yield()
      status = "loaded"
    }
  }
}

private struct LongRunning: View {
  let log: Log
  @State private var show = true

  var body: some View {
    VStack {
      if show {
        Text("working").task {
          log.add("started")
          await runUntilCancelled { log.add("cancelled") }
        }
        Text("footer").onDisappear { log.add("footer disappear") }
      }
      Button("Hide") { show = false }
    }
  }
}

private struct Restarting: View {
  let log: Log
  @State private var id = 0

  var body: some View {
    VStack {
      Text("id \(id)").task(id: id) { [id] in
        log.add("start \(id)")
        await runUntilCancelled { log.add("cancel \(id)") }
      }
      Button("Next") { id += 1 }
    }
  }
}

@MainActor @Suite struct TaskModifierTests {
  @Test func taskStartsOnAppearAndItsStateWritesAreApplied() async throws {
    let host = ViewHost(Loader())
    try await host.settle()
    _ = try host.find(text: "loaded")
  }

  @Test func taskIsCancelledOnDisappear() async throws {
    let log = Log()
    let host = ViewHost(LongRunning(log: log))
    try await host.settle(timeout: 0.05)  // the task runs until cancelled: settle leaves it running
    try #require(await waitUntil { log.entries == ["started"] })
    try host.button("Hide").tap()
    try await host.settle()
    #expect(log.entries == ["started", "cancelled", "footer disappear"])
  }

  // OpenSwiftUI, `Sources/OpenSwiftUICore/Modifier/ViewModifier/TaskModifier.swift` (audited for
  // SwiftUI 6.5.4): `_TaskModifier` is an `_AppearanceActionModifier` whose `appear` starts the
  // task and whose `disappear` cancels it, so the cancellation is one of the disappear actions,
  // in their order, not a later phase.
  @Test func aTaskIsCancelledInItsOwnDisappearActionInTreeOrderWithTheOthers() async throws {
    let log = Log()
    let host = ViewHost(LongRunning(log: log))
    try await host.settle(timeout: 0.05)
    try #require(await waitUntil { log.entries == ["started"] })
    try host.button("Hide").tap()
    #expect(log.entries == ["started", "cancelled", "footer disappear"])
  }

  @Test func taskWithIdRestartsWhenTheIdChanges() async throws {
    let log = Log()
    let host = ViewHost(Restarting(log: log))
    try await host.settle(timeout: 0.05)
    try #require(await waitUntil { log.entries == ["start 0"] })
    try host.button("Next").tap()
    try await host.settle(timeout: 0.05)
    #expect(await waitUntil { log.entries == ["start 0", "cancel 0", "start 1"] })
  }

  @Test("settle() waits for a task that sleeps (150 ms), and leaves a long-lived one running after its timeout")
  func settleWaitsForSleepingTasksAndLeavesLongLivedOnes() async throws {
    let log = Log()
    let host = ViewHost(
      Text("sleeper")
        .task {
          try? await Task.sleep(nanoseconds: 150_000_000)
          log.add("slept")
        }
        .task { await runUntilCancelled { log.add("cancelled") } }
    )
    try await host.settle(timeout: 0.5)
    #expect(log.entries == ["slept"])
  }
}
