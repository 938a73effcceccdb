#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// The per-instance storage of a `.subscribe` modifier: its subscription (the
/// subscriber's identity in the registry), made at the first body evaluation and
/// kept for the life of the view's identity.
///
/// Kept with `@StateObject`, whose autoclosure runs once per identity: a
/// parent's re-evaluation makes no subscription. Each evaluation installs the
/// latest handler, which never re-issues a publisher.
///
/// ```swift
/// @StateObject private var storage = SubscriberStorage<ShakeEvent>()
/// …
/// let subscription = storage.subscription(handler: handler)
/// ```
@MainActor
final class SubscriberStorage<E: Event>: ObservableObject {
  private var made: EventSubscription<E>?

  nonisolated init() {}

  /// The subscription, running `handler` from now on (made the first time).
  func subscription(handler: @escaping @MainActor (E) -> Void) -> EventSubscription<E> {
    if let made {
      made.handler = handler
      return made
    }
    let subscription = EventSubscription<E>(handler: handler)
    made = subscription
    return subscription
  }
}
