import HeadlessUI
import Testing

/// Work outside the hierarchy: a counter of jobs a test finishes from a task of its own.
@MainActor
private final class Jobs {
  var running = 0
}

/// A view whose body registers `jobs` as outside work (as a library's modifier does).
private struct Working: View {
  let jobs: Jobs

  var body: some View {
    OutsideWork.register(jobs) { $0.running > 0 }
    return Text("working")
  }
}

/// An object a view keeps with `@StateObject` whose work its host waits for (`HostedObject`).
@MainActor
private final class HostedJobs: ObservableObject, HostedObject {
  var running = 0
  func mounted(inHost host: ObjectIdentifier) {}
  var hasWorkRunning: Bool { running > 0 }
}

/// A view that keeps `jobs` with `@StateObject`, shown until "Remove" is tapped.
private struct KeepingJobs: View {
  @State private var isShown = true
  let jobs: HostedJobs

  var body: some View {
    VStack {
      Button("Remove") { isShown = false }
      if isShown { Keeper(jobs: jobs) }
    }
  }

  struct Keeper: View {
    @StateObject private var jobs: HostedJobs

    init(jobs: HostedJobs) {
      _jobs = StateObject(wrappedValue: jobs)
    }

    var body: some View { Text("keeping") }
  }
}

@MainActor
@Suite("Outside work")
struct OutsideWorkTests {
  @Test("settle() waits while registered outside work is running, and applies what it wrote")
  func settleWaitsForOutsideWork() async throws {
    let jobs = Jobs()
    jobs.running = 1
    OutsideWork.register(jobs) { $0.running > 0 }
    let host = ViewHost(Text("idle"))
    Task { @MainActor in
      for _ in 0..<40 { await Task.yield() }
      jobs.running = 0
    }
    try await host.settle()
    #expect(jobs.running == 0)
  }

  @Test("Registering keeps no strong reference to the owner")
  func ownerIsHeldWeakly() {
    var jobs: Jobs? = Jobs()
    weak let probe = jobs
    OutsideWork.register(jobs!) { $0.running > 0 }
    jobs = nil
    #expect(probe == nil)
  }

  @Test("settle() waits for outside work that sleeps longer than a few rounds (200 ms)")
  func settleWaitsForSlowOutsideWork() async throws {
    let jobs = Jobs()
    let host = ViewHost(Working(jobs: jobs))
    jobs.running = 1
    Task { @MainActor in
      try? await Task.sleep(nanoseconds: 200_000_000)
      jobs.running = 0
    }
    try await host.settle()
    #expect(jobs.running == 0)
  }

  @Test("settle() throws when outside work is still running after the timeout")
  func settleThrowsAfterTheTimeout() async throws {
    let jobs = Jobs()
    let host = ViewHost(Working(jobs: jobs))
    jobs.running = 1
    let error = await #expect(throws: ViewHostError.self) { try await host.settle(timeout: 0.05) }
    #expect(
      error?.description
        == "The hierarchy did not settle within 0.05 seconds: outside work (such as an async responder) is still running (1 owner)."
    )
    jobs.running = 0
  }

  @Test("Work registered from a host's body belongs to that host: another host does not wait for it")
  func registrationFromABodyIsScopedToItsHost() async throws {
    let jobs = Jobs()
    let busy = ViewHost(Working(jobs: jobs))
    jobs.running = 1
    let other = ViewHost(Text("other"))
    try await other.settle()  // would throw after 1 s if it waited for the other host's work
    await #expect(throws: ViewHostError.self) { try await busy.settle(timeout: 0.05) }
    jobs.running = 0
    try await busy.settle(timeout: 0.05)
  }

  @Test("settle() waits for a hosted object's work while the view that keeps it is mounted, and not once the view is removed")
  func hostedObjectIsWaitedForWhileItsViewIsMounted() async throws {
    let jobs = HostedJobs()
    let host = ViewHost(KeepingJobs(jobs: jobs))
    jobs.running = 1
    await #expect(throws: ViewHostError.self) { try await host.settle(timeout: 0.05) }
    try host.button("Remove").tap()
    try await host.settle(timeout: 0.05)  // `jobs` is still alive here, and its work still runs
    #expect(jobs.running == 1)
  }
}
