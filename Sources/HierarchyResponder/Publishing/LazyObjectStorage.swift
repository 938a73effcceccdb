#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// The per-instance storage of a `.publisher` or `.subscribe` modifier: one
/// object (its registry, its subscription), made at the first body evaluation
/// and kept for the life of the view's identity.
///
/// Kept with `@StateObject`, whose autoclosure runs once per identity (Apple's
/// `StateObject` documentation): a parent's re-evaluation, which makes the
/// modifier value again, allocates nothing. The object is made in `body`, where
/// the modifier's configuration is known, and the storage is not generic, so the
/// autoclosure captures nothing (a generic one would capture its type arguments,
/// one allocation per `init`). The storage publishes no change: it never
/// re-evaluates the view. Its release means the view was removed:
/// an object that owns work for the view
/// (``RemovedWithView``, a registry's waiting value) is told.
///
/// ```swift
/// // Fragment
/// @StateObject private var storage = LazyObjectStorage()
/// …
/// let registry = storage.object { SubscriptionRegistry<ShakeEvent>(id: id, destination: destination) }
/// ```
@MainActor
final class LazyObjectStorage: ObservableObject {
  private var made: AnyObject?
  /// The object again when it owns work for the view (told when the view is removed).
  private var removal: (any RemovedWithView)?

  nonisolated init() {}

  /// The object, made by `make` the first time. One modifier type uses one
  /// storage, always with the same `Object`.
  func object<Object: AnyObject>(_ make: () -> Object) -> Object {
    if let made { return made as! Object }
    let object = make()
    made = object
    removal = object as? any RemovedWithView
    return object
  }

  deinit {
    removal?.viewRemoved()
  }
}
