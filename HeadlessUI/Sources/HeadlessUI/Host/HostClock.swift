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
/// Waiting actions are kept in a binary heap: asking for one and running one each cost
/// O(log n) for n waiting actions.
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

    /// Whether this alarm runs before `other`: earlier deadline, then asked earlier.
    func precedes(_ other: Alarm) -> Bool {
      deadline < other.deadline || (deadline == other.deadline && order < other.order)
    }
  }

  /// The seconds since the clock was made (it starts at 0).
  public private(set) var now: TimeInterval = 0

  /// The waiting actions, a binary min-heap by (deadline, order): each one precedes its children
  /// (at `2i + 1` and `2i + 2`).
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
    siftUp(from: alarms.count - 1)
  }

  /// Moves ``now`` forward by `seconds` and runs every action whose deadline has come, earliest
  /// first (an action asked for during the advance runs in it too if its deadline has come).
  ///
  /// - Parameter seconds: How far to move the clock; negative values count as 0.
  public func advance(by seconds: TimeInterval) {
    let target = now + max(0, seconds)
    while let next = alarms.first, next.deadline <= target {
      removeFirst()
      now = max(now, next.deadline)
      next.action()
    }
    now = target
  }

  /// How many actions wait for their deadline.
  public var pendingCount: Int { alarms.count }

  // MARK: - Heap

  private func siftUp(from start: Int) {
    var child = start
    while child > 0 {
      let parent = (child - 1) / 2
      guard alarms[child].precedes(alarms[parent]) else { return }
      alarms.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes the earliest alarm: the last one takes its place and sinks to where it belongs.
  private func removeFirst() {
    let last = alarms.removeLast()
    guard !alarms.isEmpty else { return }
    alarms[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      guard left < alarms.count else { return }
      let right = left + 1
      let child = right < alarms.count && alarms[right].precedes(alarms[left]) ? right : left
      guard alarms[child].precedes(alarms[parent]) else { return }
      alarms.swapAt(child, parent)
      parent = child
    }
  }
}
