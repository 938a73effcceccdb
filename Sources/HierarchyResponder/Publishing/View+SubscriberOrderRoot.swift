#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

extension View {
  /// Serves the subscribers inside this view in its tree (screen) order when it is the content of
  /// a presentation: a sheet, a full-screen cover or a popover (ARCHITECTURE.md, rule 8).
  ///
  /// A publisher learns the order of its subscribers from a preference, and preferences do not
  /// leave a presentation: a publisher outside a sheet sees the sheet's subscribers appear, not
  /// where they stand. Without this modifier they are served after the presenter's subscribers,
  /// in the order they appeared, which is their tree order until rows inside the sheet are
  /// inserted before others or moved. Apply it to the root of the presented content whose
  /// subscribers can change places (a `ForEach` of subscribed rows, for example), and those are
  /// served in the tree order of the content, after the presenter's subscribers and after those
  /// of the sheets presented before it. One at the root of each such presentation is enough: it
  /// orders the subscribers of every event type inside it, up to the next presentation.
  ///
  /// Outside a presentation it changes nothing: the publisher's own order comes first.
  ///
  /// ```swift
  /// Inbox()
  ///   .sheet(isPresented: $showsDrafts) {
  ///     DraftList().subscriberOrderRoot()
  ///   }
  /// ```
  public func subscriberOrderRoot() -> some View {
    modifier(SubscriberOrderRootModifier())
  }
}

/// The presentation order the subscribers below report to, set by `.subscriberOrderRoot()`.
struct SubscriberPresentationKey: EnvironmentKey {
  static let defaultValue: PresentationOrder? = nil
}

extension EnvironmentValues {
  var subscriberPresentation: PresentationOrder? {
    get { self[SubscriberPresentationKey.self] }
    set { self[SubscriberPresentationKey.self] = newValue }
  }
}

/// Owns the order of one presentation: collects the tree order of the subscribers inside it (of
/// every event type, through ``PresentationSubscriberOrderKey``) and shows it to them through the
/// environment, so that each registers with its presentation.
///
/// The order lives in per-instance storage (``LazyObjectStorage``), made when the presentation's
/// content first appears: presentations are ranked in the order they were made.
struct SubscriberOrderRootModifier: ViewModifier {
  @StateObject private var storage = LazyObjectStorage()

  func body(content: Content) -> some View {
    let presentation = storage.object { PresentationOrder() }
    return content
      .environment(\.subscriberPresentation, presentation)
      .onPreferenceChange(PresentationSubscriberOrderKey.self) { order in
        // SwiftUI runs preference actions on the main thread.
        MainActor.assumeIsolated { presentation.arrange(order) }
      }
      .transformPreference(PresentationSubscriberOrderKey.self) { $0 = SubscriberOrder() }
  }
}
