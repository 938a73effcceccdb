/// The edit mode a screen of a navigation container keeps for its content on iOS.
///
/// Apple's `EditButton` documentation puts the button in the toolbar of a list inside a
/// `NavigationView` and gives the list no `.environment(\.editMode, …)`; tapping the button shows
/// the list's delete and move controls and titles it "Done" (also Apple Developer Forums thread
/// 771075, in a `NavigationStack`). So a navigation container's screen supplies a binding of its
/// own, and `\.editMode` is non-nil inside it. A binding an ancestor provides wins: the screen
/// passes it on unchanged. Each screen (the root and every pushed one) keeps its own mode, as
/// each UIKit view controller keeps its own `isEditing` (HeadlessUI/DEVICE-QUESTIONS.md asks
/// whether a pushed screen shares its parent's). Plumbing, not an app's view: `host.render()` does
/// not show it.
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
struct NavigationEditMode: LibraryModifier {
  @Environment(\.editMode) private var provided
  @State private var own = EditMode.inactive

  func body(content: Content) -> some View {
    content.environment(\.editMode, provided ?? $own)
  }
}

extension View {
  /// This view as the content of one screen of a navigation container: with the screen's own
  /// edit mode where the platform's navigation containers supply one (iOS, visionOS, and
  /// HeadlessUI's own platforms, which model iOS).
  func navigationScreenContent() -> some View {
    #if os(macOS) || os(watchOS) || os(tvOS)
      return self
    #else
      return modifier(NavigationEditMode())
    #endif
  }
}
