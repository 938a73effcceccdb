/// What happens to a published value that no subscriber on screen receives.
///
/// By default (``drop``) a publish reaches the subscribers on screen at that moment and a value
/// nobody receives is gone. With ``wait(upTo:reportsExpiry:)`` the value
/// waits for an *eligible* subscriber — under the publisher, subscribed to the value's type, on
/// screen — and is delivered once, at the publisher's destination, in the update after that
/// subscriber appeared (a push, a tab's first load, a sheet's presentation). A value that waits
/// longer than the given seconds expires.
///
/// One value of a type waits at a time per publisher: any newer value of that type published
/// through it replaces the waiting one (whose journey ends ``PublishedValueJourney/Outcome/replaced``),
/// so a second deep link overrides a first one still under way, and an old link never fires after
/// a newer one. A value waits only as long as the view that
/// carries the `.publisher` modifier exists: when it is removed, the value is dropped
/// (``PublishedValueJourney/Outcome/cancelled``).
///
/// ```swift
/// // Fragment
/// RootView()
///   .publisher(for: OpenOrder.self, undelivered: .wait(upTo: 10)) { openOrder = $0 }
/// ```
public struct UndeliveredPolicy: Hashable, Sendable {
  /// How long a value may wait, in seconds; `nil` for ``drop``.
  package let seconds: Double?
  /// Whether an expired value is reported as a runtime issue (debug builds).
  package let reportsExpiry: Bool

  private init(seconds: Double?, reportsExpiry: Bool) {
    self.seconds = seconds
    self.reportsExpiry = reportsExpiry
  }

  /// A value nobody on screen receives is dropped: the behaviour of a publisher without a policy.
  public static var drop: UndeliveredPolicy { UndeliveredPolicy(seconds: nil, reportsExpiry: false) }

  /// A value nobody on screen receives waits up to `seconds` for an eligible subscriber to appear.
  ///
  /// - Parameters:
  ///   - seconds: How long the value may wait (a `TimeInterval`), from the publish.
  ///   - reportsExpiry: Whether an expired value is a runtime issue in debug builds, naming its
  ///     type and where it was published. Pass `false` for values that may legitimately find no
  ///     screen (its journey still ends ``PublishedValueJourney/Outcome/expired``).
  /// - Returns: The policy.
  ///
  /// ```swift
  /// // Fragment
  /// openOrder?(OpenOrder(id: 42), undelivered: .wait(upTo: 10, reportsExpiry: false))
  /// ```
  public static func wait(upTo seconds: Double, reportsExpiry: Bool = true) -> UndeliveredPolicy {
    UndeliveredPolicy(seconds: max(0, seconds), reportsExpiry: reportsExpiry)
  }
}
