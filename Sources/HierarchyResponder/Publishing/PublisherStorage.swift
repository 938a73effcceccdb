#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// The per-instance storage of a `.publisher` modifier: its registry, made at
/// the first body evaluation and kept for the life of the view's identity.
///
/// Kept with `@StateObject`, whose autoclosure runs once per identity: a
/// parent's re-evaluation, which makes the modifier value again, makes no
/// registry (and no id). It publishes no change, so it never re-evaluates the view.
///
/// ```swift
/// @StateObject private var storage = PublisherStorage<ShakeEvent>()
/// …
/// let registry = storage.registry(id: id, destination: destination)
/// ```
@MainActor
final class PublisherStorage<E: Event>: ObservableObject {
  private var made: SubscriptionRegistry<E>?

  nonisolated init() {}

  /// The registry, made with `id` and `destination` the first time.
  func registry(id: String?, destination: PublishingDestination) -> SubscriptionRegistry<E> {
    if let made { return made }
    let registry = SubscriptionRegistry<E>(id: id, destination: destination)
    made = registry
    return registry
  }
}
