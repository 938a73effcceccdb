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
/// modifier value again, makes no object. The object is made in `body`, where the
/// modifier's configuration is known, so the autoclosure captures nothing. The
/// storage publishes no change: it never re-evaluates the view.
///
/// ```swift
/// @StateObject private var storage = LazyObjectStorage<SubscriptionRegistry<ShakeEvent>>()
/// …
/// let registry = storage.object { SubscriptionRegistry(id: id, destination: destination) }
/// ```
@MainActor
final class LazyObjectStorage<Object: AnyObject>: ObservableObject {
  private var made: Object?

  nonisolated init() {}

  /// The object, made by `make` the first time.
  func object(_ make: () -> Object) -> Object {
    if let made { return made }
    let object = make()
    made = object
    return object
  }
}
