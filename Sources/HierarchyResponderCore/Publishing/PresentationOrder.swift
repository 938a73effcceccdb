/// The tree order of the subscribers inside one presentation (a sheet, a full-screen cover, a
/// popover): what a registry cannot learn from its publisher's own order (ARCHITECTURE.md, rule 8).
///
/// Preferences do not leave a presentation, so a publisher outside a sheet never sees the order
/// of the sheet's subscribers. The SwiftUI layer makes one `PresentationOrder` per
/// `.subscriberOrderRoot()` view, hands it down the environment (subscribers tell their registry
/// which presentation they are in, ``SubscriptionRegistry/add(_:level:presentation:)``), and
/// gives it the order of every subscriber inside it, of any event type, through ``arrange(_:)``.
///
/// Presentations are ranked in the order they were made: a sheet presented from another sheet is
/// made after it, so its subscribers come after the other sheet's, which come after the
/// presenter's (the publisher's own tree, rank 0). Each registry with a member in the presentation
/// is told when the order changes, and re-issues its publisher when its selection's order changed.
///
/// ```swift
/// let sheet = PresentationOrder()
/// registry.add(rowA, level: 1, presentation: sheet)
/// registry.add(rowB, level: 1, presentation: sheet)
/// sheet.arrange(SubscriberOrder([rowB, rowA]))  // rowB is now served first
/// ```
@MainActor
package final class PresentationOrder {
  /// The place of this presentation among the others: 1 for the first made, then upwards.
  package let rank: Int
  /// The latest order; it keeps its subscriptions alive, so their identities stay unique.
  package private(set) var order = SubscriberOrder()
  /// Each listed subscriber's position in ``order``.
  package private(set) var positions: [ObjectIdentifier: Int] = [:]
  /// The registries with a member in this presentation, told when the order changes.
  private var observers: [ObjectIdentifier: WeakObserver] = [:]

  private struct WeakObserver {
    weak var observer: (any PresentationOrderObserver)?
  }

  /// A presentation ranked after every one made before it.
  package init() {
    PresentationSerial.next += 1
    rank = PresentationSerial.next
  }

  /// Gives the subscribers inside the presentation in tree order (a preference's value) and tells
  /// the registries with a member here. Nothing happens when the order is unchanged.
  ///
  /// - Parameter order: The subscribers of every event type inside the presentation, in tree order.
  package func arrange(_ order: SubscriberOrder) {
    guard order != self.order else { return }
    self.order = order
    order.fill(positions: &positions)
    for (key, entry) in observers {
      guard let observer = entry.observer else {
        observers[key] = nil
        continue
      }
      observer.presentationReordered(self)
    }
  }

  /// Tells `observer` of every later change of the order (until it is released).
  ///
  /// - Parameter observer: A registry with a member in this presentation.
  package func observe(_ observer: any PresentationOrderObserver) {
    observers[ObjectIdentifier(observer)] = WeakObserver(observer: observer)
  }
}

/// Learns that a ``PresentationOrder`` it has a member in changed its order.
@MainActor
package protocol PresentationOrderObserver: AnyObject {
  /// The order of `presentation` changed: re-sort the members inside it.
  ///
  /// - Parameter presentation: The presentation whose ``PresentationOrder/positions`` changed.
  func presentationReordered(_ presentation: PresentationOrder)
}

/// The counter that ranks presentations in the order they were made.
@MainActor
enum PresentationSerial {
  static var next = 0
}
