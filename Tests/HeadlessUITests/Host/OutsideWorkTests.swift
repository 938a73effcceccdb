import HeadlessUI
import Testing

/// Work outside the hierarchy: a counter of jobs a test finishes from a task of its own.
@MainActor
private final class Jobs {
  var running = 0
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
}
