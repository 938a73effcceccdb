import HierarchyResponderCore
import Testing

/// ARCHITECTURE.md, Work in flight, under load: an `.enqueue` line of any length runs every value
/// once, in arrival order, and a value leaving the line (its turn ended, or it was cancelled while
/// waiting) costs O(1) wherever it stands.
@MainActor
@Suite struct EnqueueLoadTests {
  @Test func thirtyThousandQueuedValuesRunOnceInArrivalOrderAndLeaveTheLineEmpty() async {
    let scope = ResponderTaskScope()
    let lane = InFlightLane(policy: .enqueue)
    var ran: [Int] = []
    ran.reserveCapacity(30_000)
    for value in 0..<30_000 {
      lane.start(in: scope) { ran.append(value) }
    }
    #expect(lane.unfinishedCount == 30_000)
    await scope.waitForAll()
    #expect(ran.count == 30_000)
    #expect(zip(ran, ran.dropFirst()).allSatisfy { $0 + 1 == $1 })
    #expect(lane.unfinishedCount == 0)
  }

  @Test func valuesCancelledFromTheMiddleOfTheLineLeaveItAndTheRestKeepTheirOrder() async {
    let scope = ResponderTaskScope()
    let lane = InFlightLane(policy: .enqueue)
    var ran: [Int] = []
    var works: [InFlightWork] = []
    for value in 0..<1_000 {
      // Like a responder's work, it looks at cancellation first.
      let admission = lane.start(in: scope) {
        guard !Task.isCancelled else { return }
        ran.append(value)
      }
      switch admission {
      case .started(let work), .queued(let work): works.append(work)
      case .busy, .closed: Issue.record("value \(value) was not admitted")
      }
    }
    // Every odd value's requester gives up while it waits: its work never begins.
    for value in stride(from: 1, to: 1_000, by: 2) { works[value].cancel() }
    await scope.waitForAll()
    #expect(ran == Array(stride(from: 0, to: 1_000, by: 2)))
    #expect(lane.unfinishedCount == 0)
  }
}
