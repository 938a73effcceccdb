#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// The scene (window) at work now, as far as the platform tells: what keeps a deep link's waiting
/// steps to the publishers of the window they were published from (``AwaitedPublishers``).
///
/// In HeadlessUI, the host whose view or action is running (one per window of an `AppHost`, one
/// per test's `ViewHost`). SwiftUI tells no scene to a view's actions: there it is `nil`, and an
/// app's steps and publishers meet in one shared scene.
@MainActor
enum SceneAtWork {
  #if !(canImport(SwiftUI) && !Headless)
    /// Hands the same answer to the steps published outside a view (in Core), once.
    private static let installed: Void = { AwaitedPublishers.scopeOfWork = { CurrentHost.scope } }()
  #endif

  /// The scene at work now, or `nil`.
  static func current() -> AnyObject? {
    #if canImport(SwiftUI) && !Headless
      return nil
    #else
      _ = installed
      return CurrentHost.scope
    #endif
  }
}
