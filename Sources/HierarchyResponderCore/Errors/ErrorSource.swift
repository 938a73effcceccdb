/// Where an error came from: the position that reported it, and the event whose
/// responder threw it, with that event's sender.
///
/// An error responder that offers recovery reads it while it handles the error
/// (``RecoveringErrorResponder``) and keeps it until the user chooses an option.
/// Both positions are weak: a view removed in the meantime (a deleted row, a
/// dismissed sheet) is not kept alive by an alert, and an option sent from it
/// is dropped with the journey outcome `cancelled`.
@MainActor
package final class ErrorSource {
  /// The event being handled when a responder threw, as its sender sent it
  /// (before any transform), or `nil` when the error was not thrown while an
  /// event travelled (it was reported with `reportError`).
  package let event: (any Event)?
  /// The position `event` was sent from.
  private weak var sender: ResponderNode?
  /// The responder that threw, or the position `reportError` was called from.
  private weak var reporter: ResponderNode?
  /// Whether ``reporter`` is a responder that threw: what it sends starts outer
  /// to it, as a `catchError`'s event does.
  private let reporterThrew: Bool
  /// Whether the error was reported from a position at all (`false`: from the root).
  private let hasReporter: Bool
  /// Where a retry's outcome goes: the sender's, when it asked to follow retries.
  private let follower: RetryFollower?

  package init(
    event: (any Event)?, sender: ResponderNode?, reporter: ResponderNode?, reporterThrew: Bool, follower: RetryFollower? = nil
  ) {
    self.event = event
    self.sender = sender
    self.reporter = reporter
    self.reporterThrew = reporterThrew
    self.hasReporter = reporter != nil
    self.follower = follower
  }

  /// The same event and sender, for an error that `node` threw while handling
  /// an error that came from here.
  func thrown(by node: ResponderNode) -> ErrorSource {
    ErrorSource(event: event, sender: sender, reporter: node, reporterThrew: true, follower: follower)
  }

  /// Whether the event can be sent again: there is one, and its sender still exists.
  package var canRetry: Bool { event != nil && sender != nil }

  /// Sends ``event`` again from its sender's position, so that it meets the same
  /// responders (and transforms) as the first time. When the sender is gone,
  /// nothing is sent: the observers outer to `responder` receive a journey
  /// ending `cancelled` at `responder`. A sender that follows its retries receives the retry's
  /// outcome.
  ///
  /// - Parameter responder: the responder that offered the retry (the origin of the new dispatch).
  /// - Returns: whether the event was sent.
  @discardableResult
  package func retry(offeredBy responder: ResponderNode) -> Bool {
    guard let event else { return false }
    guard let sender else {
      Self.cancel(.event(event), at: responder)
      return false
    }
    if let follower {
      follower.retry(.event(event), from: sender, origin: .responder(responder))
    } else {
      Dispatcher.send(.event(event), from: sender, origin: .responder(responder))
    }
    return true
  }

  /// Sends `event` from the position that reported the error: outer to the
  /// responder that threw, or from the `reportError` call's position. When that
  /// position is gone, nothing is sent: the observers outer to `responder`
  /// receive a journey ending `cancelled` at `responder`.
  ///
  /// - Parameters:
  ///   - event: the event an option sends.
  ///   - responder: the responder that offered the option (the origin of the new dispatch).
  /// - Returns: whether the event was sent.
  @discardableResult
  package func send(_ event: any Event, offeredBy responder: ResponderNode) -> Bool {
    guard hasReporter else {
      Dispatcher.send(.event(event), from: nil, origin: .responder(responder))
      return true
    }
    guard let reporter else {
      Self.cancel(.event(event), at: responder)
      return false
    }
    Dispatcher.send(.event(event), from: reporterThrew ? reporter.parent : reporter, origin: .responder(responder))
    return true
  }

  /// Whether the position that reported the error still exists.
  package var reporterExists: Bool { !hasReporter || reporter != nil }

  /// The journey of a value that was not sent because its position is gone.
  private static func cancel(_ payload: Payload, at responder: ResponderNode) {
    guard let observers = responder.observerEntry else { return }
    JourneyRecorder(payload: payload, origin: responder.site, observers: observers).finish(.cancelled(at: responder.site))
  }
}
