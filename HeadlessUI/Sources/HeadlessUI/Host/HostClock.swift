import Foundation

/// A clock that a test advances by hand: time in a hosted hierarchy that passes only when the
/// test says so, so that what happens after a delay (an expiry, a timeout) is tested without
/// waiting, deterministically.
///
/// Code that measures time through a clock it can be given (such as a library's publishing
/// clock) is given this one; ``advance(by:)`` moves ``now`` forward and runs, in deadline order,
/// the actions whose deadline has come. Actions run on the main actor, inside `advance`; apply
/// the updates they cause with ``ViewHost/update()`` or ``ViewHost/settle(timeout:maxRounds:)``.
///
/// ```swift
/// // Fragment
/// let clock = HostClock()
/// clock.wake(at: clock.now + 10) { print("ten seconds later") }
/// clock.advance(by: 9)   // nothing
/// clock.advance(by: 1)   // prints "ten seconds later"
/// ```
@MainActor
public final class HostClock: Sendable {
  /// One action waiting for its deadline; `order` keeps actions of one deadline in the order
  /// they were asked.
  private struct Alarm {
    let deadline: TimeInterval
    let order: Int
    let action: @MainActor () -> Void
  }

  /// The seconds since the clock was made (it starts at 0).
  public private(set) var now: TimeInterval = 0

  private var alarms: [Alarm] = []
  private var asked = 0

  /// Creates a clock at time 0.
  public nonisolated init() {}

  /// Runs `action` when ``now`` reaches `deadline`; when it already has, at the next
  /// ``advance(by:)`` (even by 0).
  ///
  /// - Parameters:
  ///   - deadline: When to run `action`, in the clock's seconds.
  ///   - action: What to run.
  public func wake(at deadline: TimeInterval, _ action: @escaping @MainActor () -> Void) {
    asked += 1
    alarms.append(Alarm(deadline: deadline, order: asked, action: action))
  }

  /// Moves ``now`` forward by `seconds` and runs every action whose deadline has come, earliest
  /// first (an action asked for during the advance runs in it too if its deadline has come).
  ///
  /// - Parameter seconds: How far to move the clock; negative values count as 0.
  public func advance(by seconds: TimeInterval) {
    let target = now + max(0, seconds)
    while let next = alarms.indices.min(by: { (alarms[$0].deadline, alarms[$0].order) < (alarms[$1].deadline, alarms[$1].order) }),
      alarms[next].deadline <= target
    {
      let alarm = alarms.remove(at: next)
      now = max(now, alarm.deadline)
      alarm.action()
    }
    now = target
  }

  /// How many actions wait for their deadline.
  public var pendingCount: Int { alarms.count }
}
