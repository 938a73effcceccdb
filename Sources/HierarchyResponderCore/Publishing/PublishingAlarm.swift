/// An action a ``PublishingClock`` runs at a deadline unless it is cancelled first.
///
/// ``PublishingClock/alarm(at:_:)`` returns one. Cancelling it releases the action at once (and
/// whatever the action holds), so that a clock that keeps the alarm until its deadline keeps
/// only this small object; a clock that can forget an alarm early is told through `onCancel`.
/// An alarm runs its action at most once: a second ``fire()``, or one after ``cancel()``, does
/// nothing.
///
/// ```swift
/// // Fragment
/// let alarm = PublishingAlarm { print("expired") }
/// alarm.cancel()
/// alarm.fire()  // prints nothing
/// ```
@MainActor
public final class PublishingAlarm {
  private var action: (@MainActor () -> Void)?
  private var onCancel: (@MainActor () -> Void)?

  /// Creates an alarm that runs `action` when fired.
  ///
  /// - Parameters:
  ///   - action: What to run at the deadline.
  ///   - onCancel: What the clock does when the alarm is cancelled before it fired (forget it).
  public init(_ action: @escaping @MainActor () -> Void, onCancel: (@MainActor () -> Void)? = nil) {
    self.action = action
    self.onCancel = onCancel
  }

  /// Whether the alarm will still run its action: neither fired nor cancelled.
  public var isPending: Bool { action != nil }

  /// Runs the action, unless the alarm already fired or was cancelled.
  public func fire() {
    guard let action else { return }
    self.action = nil
    onCancel = nil
    action()
  }

  /// Withdraws the alarm: its action is released without running, and the clock is told.
  public func cancel() {
    guard action != nil else { return }
    action = nil
    let withdraw = onCancel
    onCancel = nil
    withdraw?()
  }
}
