extension App {
  /// Initializes and runs the app.
  ///
  /// This is what `@main` calls for an app type: on Apple platforms SwiftUI starts the app's
  /// event loop. HeadlessUI shows no windows and runs no event loop, so launching an app built on
  /// it prints how to test the app's scenes with ``AppHost`` and returns (the process exits with
  /// status 0). An app module that declares `@main struct MyApp: App` therefore compiles and
  /// links on Linux; its tests mount the app themselves.
  ///
  /// ```swift
  /// // Fragment
  /// @main struct NotesApp: App {
  ///   var body: some Scene { WindowGroup { NoteList() } }
  /// }
  ///
  /// // In a test:
  /// let app = AppHost(NotesApp())
  /// #expect(try app.windows[0].host.find(text: "Notes").isMounted)
  /// ```
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  @MainActor @preconcurrency public static func main() {
    print(headlessLaunchMessage)
  }

  /// What launching the app on HeadlessUI prints: that nothing is shown, and how to test the app.
  package static var headlessLaunchMessage: String {
    let name = String(describing: Self.self)
    return """
      \(name) runs on HeadlessUI, which shows no windows and runs no event loop, so launching it \
      only prints this. Test its scenes with AppHost: `let app = AppHost(\(name)())`, then find its \
      views in `app.windows[0].host`, as in any ViewHost, and its commands in `app.menus`.
      """
  }
}
