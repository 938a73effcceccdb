/// The time a waiting published value is measured with (``UndeliveredPolicy/wait(upTo:reportsExpiry:)``).
///
/// The library asks it for the current time (to say how long a value waited) and for an alarm at
/// a value's deadline (to expire it), which it cancels when the value is delivered, replaced or
/// cancelled first. ``SystemPublishingClock`` is the default; a test host gives one it advances
/// by hand, so that expiry is tested without waiting.
///
/// A clock implements ``wake(at:_:)``; ``alarm(at:_:)`` has a default built on it, whose
/// cancelled alarms keep no action (the clock still holds a small ``PublishingAlarm`` until the
/// deadline). A clock that can forget an alarm early implements ``alarm(at:_:)`` too.
///
/// ```swift
/// // Fragment
/// final class ManualClock: PublishingClock {
///   var now: Double = 0
///   private var alarms: [(Double, @MainActor () -> Void)] = []
///   func wake(at deadline: Double, _ action: @escaping @MainActor () -> Void) { alarms.append((deadline, action)) }
/// }
/// ```
@MainActor
public protocol PublishingClock: AnyObject, Sendable {
  /// The current time in seconds, from an origin of the clock's choice; it never decreases.
  var now: Double { get }

  /// Runs `action` once, on the main actor, when ``now`` has reached `deadline` (at once, on the
  /// main actor's next turn, when it already has).
  ///
  /// - Parameters:
  ///   - deadline: When to run `action`, in the clock's seconds.
  ///   - action: What to run.
  func wake(at deadline: Double, _ action: @escaping @MainActor () -> Void)

  /// Runs `action` like ``wake(at:_:)`` unless the returned alarm is cancelled first.
  ///
  /// - Parameters:
  ///   - deadline: When to run `action`, in the clock's seconds.
  ///   - action: What to run.
  /// - Returns: The alarm; ``PublishingAlarm/cancel()`` withdraws it and releases `action`.
  func alarm(at deadline: Double, _ action: @escaping @MainActor () -> Void) -> PublishingAlarm
}

extension PublishingClock {
  /// Wraps `action` in an alarm and asks ``wake(at:_:)`` to fire it: a cancelled alarm runs
  /// nothing and keeps no action, though the clock holds the alarm until `deadline`.
  ///
  /// - Parameters:
  ///   - deadline: When to run `action`, in the clock's seconds.
  ///   - action: What to run.
  /// - Returns: The alarm, to cancel it.
  public func alarm(at deadline: Double, _ action: @escaping @MainActor () -> Void) -> PublishingAlarm {
    let alarm = PublishingAlarm(action)
    wake(at: deadline) { alarm.fire() }
    return alarm
  }
}

/// The real clock: monotonic time (it does not jump when the user changes the date), and one
/// sleeping task for all its alarms, until the earliest deadline.
///
/// Its alarms are kept in a binary heap by deadline: asking for one costs O(log n) for n
/// pending, and a cancelled one is forgotten (its entry is dropped when it comes first, and all
/// cancelled entries are swept once they outnumber the pending ones), so alarms that are asked
/// and cancelled over and over keep no memory.
///
/// ```swift
/// // Fragment
/// let clock = SystemPublishingClock()
/// clock.wake(at: clock.now + 10) { print("ten seconds later") }
/// ```
@MainActor
public final class SystemPublishingClock: PublishingClock {
  /// The clock publishers use when they were given none.
  package static let shared = SystemPublishingClock()

  /// One alarm in the heap; `order` keeps alarms of one deadline in the order they were asked.
  private struct Entry {
    let deadline: Double
    let order: Int
    let alarm: PublishingAlarm

    func precedes(_ other: Entry) -> Bool {
      deadline < other.deadline || (deadline == other.deadline && order < other.order)
    }
  }

  /// The alarms not fired yet (cancelled ones included until swept), a min-heap by deadline.
  private var entries: [Entry] = []
  private var asked = 0
  /// How many entries are cancelled alarms.
  private var cancelled = 0
  /// The task sleeping until ``sleepingUntil``, if any.
  private var sleeper: Task<Void, Never>?
  private var sleepingUntil = Double.infinity

  /// Creates the real clock.
  public nonisolated init() {}

  /// The seconds since the clock was first read (the standard library's `ContinuousClock`,
  /// monotonic). Before iOS 16, macOS 13, tvOS 16 and watchOS 9, where that clock does not exist,
  /// it reads 0: a deadline still fires after its delay, and journeys report 0 s waited.
  public var now: Double {
    if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {
      let elapsed = (ContinuousClock.now - MonotonicOrigin.instant).components
      return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    }
    return 0
  }

  /// How many alarms are pending: asked, neither fired nor cancelled.
  package var pendingCount: Int { entries.count - cancelled }

  /// Runs `action` on the main actor once `deadline` has come.
  ///
  /// - Parameters:
  ///   - deadline: When to run `action`, in ``now``'s seconds.
  ///   - action: What to run.
  public func wake(at deadline: Double, _ action: @escaping @MainActor () -> Void) {
    _ = alarm(at: deadline, action)
  }

  /// Runs `action` on the main actor once `deadline` has come, unless the alarm is cancelled
  /// first; a cancelled alarm is forgotten.
  ///
  /// - Parameters:
  ///   - deadline: When to run `action`, in ``now``'s seconds.
  ///   - action: What to run.
  /// - Returns: The alarm, to cancel it.
  public func alarm(at deadline: Double, _ action: @escaping @MainActor () -> Void) -> PublishingAlarm {
    let alarm = PublishingAlarm(action) { [weak self] in self?.forgetCancelled() }
    asked += 1
    entries.append(Entry(deadline: deadline, order: asked, alarm: alarm))
    siftUp(from: entries.count - 1)
    sleepUntilFirst()
    return alarm
  }

  /// An alarm was cancelled: its entry stays until it comes first or until a sweep.
  private func forgetCancelled() {
    cancelled += 1
    guard cancelled > 64, cancelled * 2 > entries.count else { return }
    entries.removeAll { !$0.alarm.isPending }
    cancelled = 0
    for index in stride(from: entries.count / 2 - 1, through: 0, by: -1) { siftDown(from: index) }
    sleepUntilFirst()
  }

  /// Makes the one sleeping task wake at the earliest deadline (a new task only when the
  /// earliest deadline moved earlier, or nothing sleeps).
  private func sleepUntilFirst() {
    dropCancelledFirsts()
    guard let first = entries.first else {
      sleeper?.cancel()
      sleeper = nil
      sleepingUntil = .infinity
      return
    }
    guard sleeper == nil || first.deadline < sleepingUntil else { return }
    sleeper?.cancel()
    sleepingUntil = first.deadline
    let delay = max(0, first.deadline - now)
    sleeper = Task { @MainActor [weak self] in
      try? await Task.sleep(nanoseconds: UInt64((delay * 1_000_000_000).rounded(.up)))
      guard !Task.isCancelled else { return }
      self?.fireDue()
    }
  }

  /// Fires every alarm whose deadline has come, earliest first, then sleeps until the next one.
  private func fireDue() {
    sleeper = nil
    sleepingUntil = .infinity
    let current = now
    while let first = entries.first, first.deadline <= current {
      removeFirst()
      if first.alarm.isPending { first.alarm.fire() } else { cancelled -= 1 }
    }
    sleepUntilFirst()
  }

  private func dropCancelledFirsts() {
    while let first = entries.first, !first.alarm.isPending {
      removeFirst()
      cancelled -= 1
    }
  }

  // MARK: - Heap

  private func siftUp(from start: Int) {
    var child = start
    while child > 0 {
      let parent = (child - 1) / 2
      guard entries[child].precedes(entries[parent]) else { return }
      entries.swapAt(child, parent)
      child = parent
    }
  }

  private func siftDown(from start: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      guard left < entries.count else { return }
      let right = left + 1
      let child = right < entries.count && entries[right].precedes(entries[left]) ? right : left
      guard entries[child].precedes(entries[parent]) else { return }
      entries.swapAt(child, parent)
      parent = child
    }
  }

  private func removeFirst() {
    let last = entries.removeLast()
    guard !entries.isEmpty else { return }
    entries[0] = last
    siftDown(from: 0)
  }
}

/// The instant ``SystemPublishingClock/now`` counts from: the first time it is read.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
private enum MonotonicOrigin {
  static let instant = ContinuousClock.now
}
