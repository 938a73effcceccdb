import HeadlessUI
import Testing

/// The host's clock: time passes only when the test advances it, and due actions run in deadline
/// order inside the advance.
@MainActor
@Suite("The host's clock")
struct HostClockTests {
  @Test("An action runs when the clock reaches its deadline, not before, and only once")
  func actionRunsAtItsDeadline() {
    let clock = HostClock()
    var runs = 0
    clock.wake(at: 10) { runs += 1 }
    clock.advance(by: 9.5)
    #expect(runs == 0)
    #expect(clock.now == 9.5)
    clock.advance(by: 0.5)
    #expect(runs == 1)
    clock.advance(by: 100)
    #expect(runs == 1)
    #expect(clock.pendingCount == 0)
  }

  @Test("Due actions run earliest deadline first, then in the order they were asked; now is each one's deadline while it runs")
  func dueActionsRunInDeadlineOrder() {
    let clock = HostClock()
    var seen: [String] = []
    clock.wake(at: 3) { seen.append("c at \(clock.now)") }
    clock.wake(at: 1) { seen.append("a at \(clock.now)") }
    clock.wake(at: 1) { seen.append("b at \(clock.now)") }
    clock.advance(by: 5)
    #expect(seen == ["a at 1.0", "b at 1.0", "c at 3.0"])
    #expect(clock.now == 5)
  }

  @Test("An action asked for a time already passed runs at the next advance, even by 0")
  func pastDeadlineRunsAtTheNextAdvance() {
    let clock = HostClock()
    clock.advance(by: 4)
    var runs = 0
    clock.wake(at: 2) { runs += 1 }
    #expect(runs == 0)
    clock.advance(by: 0)
    #expect(runs == 1)
  }
}
