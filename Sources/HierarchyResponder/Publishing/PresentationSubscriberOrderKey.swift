#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// The subscribers of every event type below a point of a presentation, in tree (screen) order:
/// how a `.subscriberOrderRoot()` learns the order of the subscribers inside it (ARCHITECTURE.md,
/// rule 8).
///
/// Only subscribers under a `.subscriberOrderRoot()` contribute (each closes the list of the
/// subscribers inside it, as for ``SubscriberOrderKey``); the root hands the value to its
/// ``/HierarchyResponderCore/PresentationOrder`` and hides it from roots further out. The list is
/// not by type: a registry takes the positions of its own members from it.
///
/// ```swift
/// content.transformPreference(PresentationSubscriberOrderKey.self) { $0.enclose(subscription) }
/// ```
struct PresentationSubscriberOrderKey: PreferenceKey {
  static var defaultValue: SubscriberOrder { SubscriberOrder() }

  static func reduce(value: inout SubscriberOrder, nextValue: () -> SubscriberOrder) {
    value.append(nextValue())
  }
}
