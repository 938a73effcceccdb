// An app's entry point as an app writes it: `@main struct VaultApp: App` needs the static `main()`
// SwiftUI gives every `App` (a test target cannot hold a second `@main`, so the file refers to
// `main` instead of calling it). The apple-check type-checks it against Apple's shapes; the test
// pins what launching does on HeadlessUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// An app as an app module declares it (there with `@main`).
private struct VaultApp: App {
  var body: some Scene {
    WindowGroup { Text("Vault") }
  }
}

/// What `@main` calls: SwiftUI's `App.main()`.
@MainActor private let launchVault: @MainActor () -> Void = VaultApp.main

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func launchingAnAppOnHeadlessUIPrintsHowToTestItWithAppHost() throws {
    #expect(VaultApp.headlessLaunchMessage == """
      VaultApp runs on HeadlessUI, which shows no windows and runs no event loop, so launching it \
      only prints this. Test its scenes with AppHost: `let app = AppHost(VaultApp())`, then find \
      its views in `app.windows[0].host`, as in any ViewHost, and its commands in `app.menus`.
      """)
    launchVault()
    let app = AppHost(VaultApp())
    #expect(try app.windows[0].host.find(text: "Vault").isMounted)
  }
#endif
