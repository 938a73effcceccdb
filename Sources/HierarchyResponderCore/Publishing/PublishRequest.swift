/// What one publish asks beyond its value: how to treat it when nobody on screen receives it, and
/// who to tell when its trip ends (the next step of a sequence).
///
/// ```swift
/// // Fragment
/// registry.publish(OpenOrder(id: 42), from: site, request: PublishRequest(undelivered: .wait(upTo: 10)))
/// ```
package struct PublishRequest: Sendable {
  /// The policy of this publish; `nil` keeps the publisher's.
  package let undelivered: UndeliveredPolicy?
  /// Runs once with the final outcome (never with ``PublishedValueJourney/Outcome/waiting``).
  package let finished: (@MainActor @Sendable (PublishedValueJourney.Outcome) -> Void)?

  /// A request.
  ///
  /// - Parameters:
  ///   - undelivered: The policy of this publish; `nil` keeps the publisher's.
  ///   - finished: Runs once with the final outcome.
  package init(
    undelivered: UndeliveredPolicy? = nil, finished: (@MainActor @Sendable (PublishedValueJourney.Outcome) -> Void)? = nil
  ) {
    self.undelivered = undelivered
    self.finished = finished
  }

  /// A plain publish: the publisher's policy, nobody told.
  package static let plain = PublishRequest()
}
