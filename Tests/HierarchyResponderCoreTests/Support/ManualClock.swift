import HierarchyResponderCore

/// A publishing clock the test advances: no real waiting. Each alarm due runs when the test
/// advances past its deadline, in the order the alarms were set.
@MainActor
final class ManualClock: PublishingClock {
  var now: Double = 0
  private var alarms: [(deadline: Double, action: @MainActor () -> Void)] = []

  func wake(at deadline: Double, _ action: @escaping @MainActor () -> Void) {
    alarms.append((deadline, action))
  }

  /// Moves the time on by `seconds` and runs the alarms that are due.
  func advance(by seconds: Double) {
    now += seconds
    let due = alarms.filter { $0.deadline <= now }
    alarms.removeAll { $0.deadline <= now }
    for alarm in due { alarm.action() }
  }
}
