/// An object that owns work for the view that made it, and drops that work when the view is
/// removed: the layer's per-instance storage calls ``viewRemoved()`` when
/// it is released.
///
/// ```swift
/// // Fragment
/// deinit { removal?.viewRemoved() }
/// ```
package protocol RemovedWithView: AnyObject, Sendable {
  /// The view was removed; callable from any thread (a `deinit`).
  nonisolated func viewRemoved()
}

extension SubscriptionRegistry: RemovedWithView {}
