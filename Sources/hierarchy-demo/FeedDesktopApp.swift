#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder

  /// The feed as a Mac (or iPad) app: one window, and a Post menu whose Like command (⌘L)
  /// goes to the focused row.
  struct FeedDesktopApp: App {
    /// The services of the app's window (an `App` is made with `init()`).
    static let services = DemoServices()

    var body: some Scene {
      WindowGroup {
        FeedApp(services: Self.services)
      }
      .commands {
        CommandMenu("Post") {
          EventCommand("Like", event: LikeFocusedPostEvent())
            .keyboardShortcut("l")
        }
      }
    }
  }
#endif
