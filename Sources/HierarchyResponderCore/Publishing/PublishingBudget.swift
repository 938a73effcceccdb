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
  package static let depthLimit = Dispatcher.depthLimit
  /// How many deliveries one top-level publish may cause, nested ones included.
  package static let deliveryLimit = 100_000

  /// How deep publishes are nested now (0: none running).
  private static var depth = 0
  /// The deliveries caused so far by the running top-level publish.
  private static var deliveries = 0
  /// Whether the running top-level publish already reported a drop.
  private static var reported = false

  /// Starts a publish of `count` deliveries; `false` when it must be dropped
  /// (then ``leave()`` must not be called).
  package static func enter(deliveries count: Int, type: Any.Type, origin: ResponderSite?) -> Bool {
    if depth == 0 {
      deliveries = 0
      reported = false
    }
    if depth >= depthLimit {
      drop(Messages.publishDepthExceeded(typeName: "\(type)", limit: depthLimit), origin: origin)
      return false
    }
    if depth > 0, deliveries + count > deliveryLimit {
      drop(Messages.publishWorkExceeded(typeName: "\(type)", limit: deliveryLimit), origin: origin)
      return false
    }
    deliveries += count
    depth += 1
    return true
  }

  /// Ends a publish started with a successful ``enter(deliveries:type:origin:)``.
  package static func leave() {
    depth -= 1
  }

  private static func drop(_ message: String, origin: ResponderSite?) {
    guard !reported else { return }
    reported = true
    ResponderDiagnostics.report(message, site: origin)
  }
}
