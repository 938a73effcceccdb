/// The bounds on the work one top-level trip may cause (Bounds): how deep trips sent from
/// inside responders may nest, and how much work a top-level trip and everything sent while it
/// runs may do. Events, errors, requests and publishing count against these same limits with
/// this same rule; each keeps its own count (a publish inside an event's trip does not spend
/// the event's budget, as before the bounds were shared).
///
/// The rule, for a trip of `cost` (1 for an event, an error or a request; the number of
/// deliveries for a publish) starting at nesting `depth`:
/// - a top-level trip (depth 0) starts a new count and is always admitted;
/// - a nested trip at ``depthLimit`` or deeper is dropped (``Verdict/tooDeep``);
/// - a nested trip that would take the count past its work limit is dropped
///   (``Verdict/overBudget``);
/// - a dropped event, error or request still counts as sent (so a responder that keeps sending
///   into the depth limit reaches the work limit); a dropped publish delivers nothing and spends
///   nothing (`spendsWhenDropped`);
/// - the first drop of a top-level trip is reported (``reportsDrop()``), later ones are silent:
///   a runaway responder would otherwise report thousands of issues.
///
/// A value type, so that the event dispatcher keeps its counters in static storage that it
/// reads and writes without a reference count (``Dispatcher``).
/// Requests nest through `await`, not through the call stack: their depth travels with their
/// task, their count in a box that every request of one top-level request shares
/// (``RequestTrip``).
///
/// ```swift
/// // Fragment
/// var bounds = DispatchBounds()
/// switch bounds.admit(cost: 1, limit: DispatchBounds.workLimit, depth: 0, spendsWhenDropped: true) {
/// case .admitted: break  // a top-level trip always is
/// case .tooDeep, .overBudget: if bounds.reportsDrop() { /* report once */ }
/// }
/// ```
package struct DispatchBounds: Sendable {
  /// How deep trips sent from inside responders may nest before the next is dropped.
  package static let depthLimit = 64
  /// How many values (events, errors, requests) one top-level trip may send, itself and every
  /// value sent while it runs: a responder that sends two values for each it handles stays under
  /// ``depthLimit`` but doubles the work at each level.
  package static let workLimit = 10_000
  /// How many deliveries one top-level publish may cause, nested publishes included: a publish
  /// costs one unit per subscriber it reaches.
  package static let deliveryLimit = 100_000

  /// How deep the trips counted here are nested now (the synchronous counters: a request's
  /// depth travels with its task instead).
  package var depth = 0
  /// The work spent since the top-level trip began.
  package var spent = 0
  /// Whether a drop was already reported for the current top-level trip.
  package var reported = false

  package init() {}

  /// A count with these values: a literal the compiler lays out statically, for the
  /// dispatcher's static storage (no lazy initialisation on the event path).
  package init(depth: Int, spent: Int, reported: Bool) {
    self.depth = depth
    self.spent = spent
    self.reported = reported
  }

  /// Why a trip was or was not admitted.
  package enum Verdict {
    /// Within the bounds: the trip runs.
    case admitted
    /// Nested ``DispatchBounds/depthLimit`` deep or deeper: dropped.
    case tooDeep
    /// Over the work limit: dropped.
    case overBudget
  }

  /// Counts a trip of `cost` starting at nesting `depth` against `limit`: spent when admitted,
  /// and when dropped if `spendsWhenDropped`. A trip at depth 0 starts a new count.
  @inline(__always)
  package mutating func admit(cost: Int, limit: Int, depth: Int, spendsWhenDropped: Bool) -> Verdict {
    if depth == 0 {
      spent = cost
      reported = false
      return .admitted
    }
    let verdict: Verdict = depth >= Self.depthLimit ? .tooDeep : spent &+ cost > limit ? .overBudget : .admitted
    if spendsWhenDropped || verdict == .admitted { spent &+= cost }
    return verdict
  }

  /// ``admit(cost:limit:depth:spendsWhenDropped:)`` at this count's own ``depth``, which goes
  /// one level deeper when the trip is admitted; call ``leave()`` when an admitted trip ends.
  @inline(__always)
  package mutating func enter(cost: Int, limit: Int, spendsWhenDropped: Bool) -> Verdict {
    let verdict = admit(cost: cost, limit: limit, depth: depth, spendsWhenDropped: spendsWhenDropped)
    if case .admitted = verdict { depth &+= 1 }
    return verdict
  }

  /// Ends a trip that ``enter(cost:limit:)`` admitted.
  @inline(__always)
  package mutating func leave() {
    depth &-= 1
  }

  /// Whether a drop should be reported: `true` for the first drop of the current top-level trip.
  package mutating func reportsDrop() -> Bool {
    defer { reported = true }
    return !reported
  }
}
