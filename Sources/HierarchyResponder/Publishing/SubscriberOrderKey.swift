#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// The subscribers to `E` below a point of the hierarchy, in tree (screen) order:
/// how a `.publisher` learns the order of its subscribers.
///
/// Each `.subscribe` closes the list of the subscribers inside it with its own
/// entry, and siblings are combined in tree order; both only append, so
/// collecting n subscribers costs O(n) however deeply they nest, and the value a
/// publisher sees gives the pre-order walk of its subscribers. The publisher hands it to its registry
/// (``SubscriptionRegistry/arrange(_:)``) and hides it from publishers further out.
/// A row inserted or moved changes the value, and so the order of delivery.
///
/// ```swift
/// // Fragment
/// content.transformPreference(SubscriberOrderKey<E>.self) { $0.enclose(subscription) }
/// ```
struct SubscriberOrderKey<E: Event>: PreferenceKey {
  static var defaultValue: SubscriberOrder { SubscriberOrder() }

  static func reduce(value: inout SubscriberOrder, nextValue: () -> SubscriberOrder) {
    value.append(nextValue())
  }
}
