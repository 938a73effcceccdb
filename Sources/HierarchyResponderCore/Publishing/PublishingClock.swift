/// The time a waiting published value is measured with (``UndeliveredPolicy/wait(upTo:reportsExpiry:)``).
///
/// The library asks it for the current time (to say how long a value waited) and to be woken at a
/// value's deadline (to expire it). ``SystemPublishingClock`` is the default; a test host gives one
/// it advances by hand, so that expiry is tested without waiting.
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
}

/// The real clock: monotonic time (it does not jump when the user changes the date) and a
/// sleeping task per deadline.
///
/// ```swift
/// // Fragment
/// let clock = SystemPublishingClock()
/// clock.wake(at: clock.now + 10) { print("ten seconds later") }
/// ```
public final class SystemPublishingClock: PublishingClock {
  /// The clock publishers use when they were given none.
  package static let shared = SystemPublishingClock()

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

  /// Sleeps in a task until `deadline`, then runs `action` on the main actor.
  ///
  /// - Parameters:
  ///   - deadline: When to run `action`, in ``now``'s seconds.
  ///   - action: What to run.
  public func wake(at deadline: Double, _ action: @escaping @MainActor () -> Void) {
    let delay = max(0, deadline - now)
    Task { @MainActor in
      try? await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000))
      action()
    }
  }
}

/// The instant ``SystemPublishingClock/now`` counts from: the first time it is read.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
private enum MonotonicOrigin {
  static let instant = ContinuousClock.now
}
