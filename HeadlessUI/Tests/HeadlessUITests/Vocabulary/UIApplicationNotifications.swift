// The app-state notifications of `UIApplication` through `import SwiftUI` alone, as a lock screen
// observes them on iOS to lock again when the app comes back. The view compiles against SwiftUI
// where UIKit comes with it (the apple-check type-checks it as app code against Apple's shapes)
// and against HeadlessUI elsewhere; the test posts the notification itself, as HeadlessUI never
// does.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

#if canImport(UIKit) || !canImport(SwiftUI) || Headless
  /// Locks again when the app comes back to the foreground.
  private struct RelockingScreen: View {
    @State private var isLocked = false
    var body: some View {
      Text(isLocked ? "Locked" : "Unlocked")
        .onReceive(NotificationCenter.default.publisher(for: UIApplication.willEnterForegroundNotification)) { _ in
          isLocked = true
        }
    }
  }
#endif

#if !canImport(SwiftUI) || Headless
  import Testing

  // UIApplication.willEnterForegroundNotification: "A notification that posts shortly before an
  // app leaves the background state on its way to becoming the active app"; its name is UIKit's
  // string constant.
  @MainActor @Test func aScreenObservingWillEnterForegroundLocksWhenTheTestPostsIt() async throws {
    #expect(UIApplication.willEnterForegroundNotification.rawValue == "UIApplicationWillEnterForegroundNotification")
    #expect(UIApplication.didEnterBackgroundNotification.rawValue == "UIApplicationDidEnterBackgroundNotification")
    #expect(UIApplication.didBecomeActiveNotification.rawValue == "UIApplicationDidBecomeActiveNotification")
    #expect(UIApplication.willResignActiveNotification.rawValue == "UIApplicationWillResignActiveNotification")
    let host = ViewHost(RelockingScreen())
    #expect(try host.find(text: "Unlocked").isMounted)
    NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: nil)
    try await host.settle()
    #expect(try host.find(text: "Locked").isMounted)
  }
#endif
