import HeadlessUI
import Testing

/// The host's clock under load: its waiting actions are a heap, so advancing over many of them
/// costs O(log n) each instead of a scan per action.
@MainActor
@Suite("The host's clock under load")
struct HostClockLoadTests {
  @Test("One advance over 10,000 waiting actions runs each once, in deadline order, then the order asked")
  func advanceOverTenThousandActions() {
    let clock = HostClock()
    var ran: [Int] = []
    ran.reserveCapacity(10_000)
    // Deadlines out of order, each shared by several actions, so both keys of the order matter.
    for index in 0..<10_000 {
      let deadline = Double((index * 7_919) % 1_000)
      clock.wake(at: deadline) { ran.append(index) }
    }
    clock.advance(by: 999)
    #expect(ran.count == 10_000)
    #expect(clock.pendingCount == 0)
    let keys = ran.map { ((($0 * 7_919) % 1_000), $0) }
    #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 })
  }
}
