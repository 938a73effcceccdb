#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

extension View {
  /// Serves the subscribers inside this view in its tree (screen) order when it is the content of
  /// a presentation: a sheet, a full-screen cover or a popover.
  ///
  /// A publisher learns the order of its subscribers from a preference, and preferences do not
  /// leave a presentation: a publisher outside a sheet sees the sheet's subscribers appear, not
  /// where they stand. Without this modifier they are served after the presenter's subscribers,
  /// in the order they appeared, which is their tree order until rows inside the sheet are
  /// inserted before others or moved. Apply it to the root of the presented content whose
  /// subscribers can change places (a `ForEach` of subscribed rows, for example), and those are
  /// served in the tree order of the content, after the presenter's subscribers and after those
  /// of the sheets presented before it. One at the root of each such presentation is enough: it
  /// orders the subscribers of every event type published from outside it.
  ///
  /// Outside a presentation it changes nothing: the publisher's own order comes first.
  ///
  /// ```swift
  /// // Fragment
  /// Inbox()
  ///   .sheet(isPresented: $showsDrafts) {
  ///     DraftList().subscriberOrderRoot()
  ///   }
  /// ```
  public func subscriberOrderRoot() -> some View {
    modifier(SubscriberOrderRootModifier())
  }
}

/// Reads, at the root of a presentation, the tree order of the subscribers inside it for each
/// event type a publisher above hands down (``SubscriberOrderKey``, which stops at the
/// presentation's root), and gives it to that publisher's registry as this presentation's order.
///
/// The subscribers themselves pay nothing for it: they report their order as they do to a
/// publisher. The root's order lives in per-instance storage (``LazyObjectStorage``), made when
/// the presented content first appears, so presentations are ranked in the order they were made;
/// its release (the sheet dismissed) makes the registries forget it. The content is wrapped once
/// per event type, in the order of the types, so its structure stays the same while the
/// publishers above do.
struct SubscriberOrderRootModifier: ViewModifier {
  @Environment(\.subscriptionContexts) private var contexts
  @StateObject private var storage = LazyObjectStorage()

  func body(content: Content) -> some View {
    let presentation = storage.object { PresentationOrder() }
    var ordered = AnyView(content)
    for context in contexts.all {
      ordered = Self.reading(context, in: ordered, for: presentation)
    }
    return ordered
  }

  /// `view`, reporting the order of the subscribers to `Context.E` inside it to the registry.
  private static func reading<Context: TypedSubscriptionContext>(
    _ context: Context, in view: AnyView, for presentation: PresentationOrder
  ) -> AnyView {
    let registry = context.registry
    return AnyView(
      view.onPreferenceChange(SubscriberOrderKey<Context.E>.self) { order in
        // SwiftUI runs preference actions on the main thread.
        MainActor.assumeIsolated { registry.arrange(order, in: presentation) }
      })
  }
}
