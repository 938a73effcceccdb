#if !canImport(SwiftUI) || Headless
  import HeadlessUI

  // The library's plumbing: `ViewHost.render()` leaves these modifiers (and the environment
  // writes, appear actions and alerts their bodies add) out of the tree it prints, unless asked
  // with `render(showingLibraryModifiers: true)`.
  extension ResponderModifier: LibraryModifier {}
  extension AsyncResponderModifier: LibraryModifier {}
  extension AnchoredNodeModifier: LibraryModifier {}
  extension SafetyDeclarationModifier: LibraryModifier {}
  extension RecoveryAlertModifier: LibraryModifier {}
  extension PublisherModifier: LibraryModifier {}
  extension SubscriberModifier: LibraryModifier {}
  extension SpyRegistrationModifier: LibraryModifier {}
  extension ResponderNameModifier: LibraryModifier {}
  extension CaptureResponderPositionModifier: LibraryModifier {}
  @available(tvOS 16.0, *)
  extension TapTriggerModifier: LibraryModifier {
    // It stands for the tap gesture the app wrote; the event is made only at tap time.
    var renderedLine: String? { ".onTapGesture(count: \(count), trigger: …)" }
  }
#endif
