/// One presentation (a sheet, a full-screen cover, a popover) whose subscribers a registry orders
/// by the presentation's own tree: what a registry cannot learn from its publisher's own order.
///
/// Preferences do not leave a presentation, so a publisher outside a sheet never sees where the
/// sheet's subscribers stand. The SwiftUI layer makes one `PresentationOrder` per
/// `.subscriberOrderRoot()` view, reads there the order of the subscribers of each event type a
/// publisher above hands down, and gives it to that publisher's registry with
/// ``SubscriptionRegistry/arrange(_:in:)``.
///
/// Presentations are ranked in the order they were made: a sheet presented from another sheet is
/// made after it, so its subscribers come after the other sheet's, which come after the
/// presenter's (the publisher's own tree). When the root's view is removed (the sheet dismissed),
/// the registries it arranged forget its order.
///
/// ```swift
/// // Fragment
/// let sheet = PresentationOrder()
/// registry.add(rowA, level: 1)
/// registry.add(rowB, level: 1)
/// registry.arrange(SubscriberOrder([rowB, rowA]), in: sheet)  // rowB is now served first
/// ```
@MainActor
package final class PresentationOrder: RemovedWithView {
  /// The place of this presentation among the others: 1 for the first made, then upwards.
  package let rank: Int
  /// The registries this presentation's order was given to, told when its view is removed.
  private var observers: [ObjectIdentifier: WeakObserver] = [:]

  private struct WeakObserver {
    weak var observer: (any PresentationOrderObserver)?
  }

  /// A presentation ranked after every one made before it.
  package init() {
    PresentationSerial.next += 1
    rank = PresentationSerial.next
  }

  /// Tells `observer` when this presentation's view is removed.
  ///
  /// - Parameter observer: A registry holding this presentation's order.
  package func observe(_ observer: any PresentationOrderObserver) {
    observers[ObjectIdentifier(observer)] = WeakObserver(observer: observer)
  }

  /// The presentation's root view was removed: the registries forget its order. Callable from any
  /// thread (a `deinit`): off the main thread it hops to the main actor.
  package nonisolated func viewRemoved() {
    guard MainThread.isCurrent else {
      Task { @MainActor in self.tellRemoved() }
      return
    }
    MainActor.assumeIsolated { self.tellRemoved() }
  }

  private func tellRemoved() {
    let told = observers.values.compactMap(\.observer)
    observers = [:]
    for observer in told { observer.presentationRemoved(self) }
  }
}

/// Learns that a ``PresentationOrder`` whose order it holds was removed.
@MainActor
package protocol PresentationOrderObserver: AnyObject {
  /// The root view of `presentation` was removed: forget its order.
  ///
  /// - Parameter presentation: The presentation that is gone.
  func presentationRemoved(_ presentation: PresentationOrder)
}

/// The counter that ranks presentations in the order they were made.
@MainActor
enum PresentationSerial {
  static var next = 0
}
