/// The reasons an ``EventButton`` disables itself for (``EventButton/disabled(when:)``): any one
/// that holds disables it.
///
/// ```swift
/// // Fragment
/// EventButton("Pay", event: PayEvent(order)).disabled(when: [.noResponder, .validation, .handling])
/// ```
public struct EventButtonDisabling: OptionSet, Sendable, Hashable {
  /// The options as bits.
  public let rawValue: Int

  /// Creates a set of reasons from its bits.
  ///
  /// - Parameter rawValue: the bits of the reasons.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// No responder outer to the button takes its event's type, as a
  /// menu item with no target greys out.
  public static let noResponder = EventButtonDisabling(rawValue: 1 << 0)

  /// The responder that would receive the event declares it disabled, and the button shows what
  /// that responder's validation declares: a toggle for an on/off state, the state's title.
  public static let validation = EventButtonDisabling(rawValue: 1 << 1)

  /// The event the button sent is still being handled: an asynchronous responder is working on
  /// it (its outcome is pending), or on a retry of it (a Retry the user picked after its responder
  /// threw, which counts as the button's own). A second tap on "Pay" cannot start a second payment
  /// while the first, or its retry, runs.
  public static let handling = EventButtonDisabling(rawValue: 1 << 2)

  /// ``noResponder`` and ``validation``: the button is disabled when nothing would take its event
  /// or the responder that would declares it disabled, as a menu item is.
  public static let unavailable: EventButtonDisabling = [.noResponder, .validation]
}
