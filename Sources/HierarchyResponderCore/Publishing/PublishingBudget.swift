/// The bound on publishing from inside subscribers:
/// how deep publishes nest and how many deliveries one top-level publish causes.
///
/// A subscriber may publish while it handles an event (the publish is then
/// *nested*). A nested publish deeper than ``depthLimit``, or one that would
/// take the deliveries caused by the top-level publish past ``deliveryLimit``,
/// is dropped; the first drop of a
/// top-level publish is reported as one runtime issue, later ones are silent.
///
/// ```swift
/// // Fragment
/// guard PublishingBudget.enter(deliveries: 2, type: Shake.self, origin: nil) else { return }
/// defer { PublishingBudget.leave() }
/// ```
@MainActor
package enum PublishingBudget {
  /// How deep publishes may nest: the dispatch depth limit.
  package static let depthLimit = DispatchBounds.depthLimit
  /// How many deliveries one top-level publish may cause, nested ones included.
  package static let deliveryLimit = DispatchBounds.deliveryLimit

  /// The nesting of publishes and the deliveries caused by the running top-level publish: the
  /// rule events, errors and requests are bounded by, with publishing's own count.
  private static var bounds = DispatchBounds()

  /// Starts a publish of `count` deliveries; `false` when it must be dropped
  /// (then ``leave()`` must not be called).
  package static func enter(deliveries count: Int, type: Any.Type, origin: ResponderSite?) -> Bool {
    switch bounds.enter(cost: count, limit: deliveryLimit, spendsWhenDropped: false) {
    case .admitted:
      return true
    case .tooDeep:
      drop(Messages.publishDepthExceeded(typeName: "\(type)", limit: depthLimit), origin: origin)
    case .overBudget:
      drop(Messages.publishWorkExceeded(typeName: "\(type)", limit: deliveryLimit), origin: origin)
    }
    return false
  }

  /// Ends a publish started with a successful ``enter(deliveries:type:origin:)``.
  package static func leave() {
    bounds.leave()
  }

  private static func drop(_ message: String, origin: ResponderSite?) {
    guard bounds.reportsDrop() else { return }
    ResponderDiagnostics.report(message, site: origin)
  }
}
