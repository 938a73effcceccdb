// `UIApplication.shared.open(_:)` and `UIApplication.openSettingsURLString` through `import SwiftUI`
// alone, as an app's settings button writes them on iOS. The usage view compiles against SwiftUI
// where UIKit comes with it (the apple-check type-checks it as app code against Apple's shapes,
// `.ci/run`) and against HeadlessUI elsewhere; the test taps it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

#if canImport(UIKit) || !canImport(SwiftUI) || Headless
  /// A settings screen's buttons: one opens the app's page in Settings, one a web page and says
  /// when it opened.
  private struct UIApplicationOpenUsage: View {
    @State private var opened = false
    var body: some View {
      VStack {
        Button("Open Settings") {
          if let url = URL(string: UIApplication.openSettingsURLString) { UIApplication.shared.open(url) }
        }
        Button("Help") {
          UIApplication.shared.open(URL(string: "https://example.com/help/open-test")!, options: [:]) { success in
            opened = success
          }
        }
        Button("Rate") {
          Task { _ = await UIApplication.shared.open(URL(string: "https://example.com/rate/open-test")!) }
        }
        Text(opened ? "Opened" : "Not opened")
      }
    }
  }
#endif

#if !canImport(SwiftUI) || Headless
  import Testing

  // UIApplication.open(_:options:completionHandler:) "Attempts to asynchronously open the resource
  // at the specified URL" and calls the completion with whether it did; HeadlessUI records the URL
  // on the shared app object (one per process: the test looks for its own URLs).
  @MainActor @Test func openingAURLThroughUIApplicationIsRecorded() async throws {
    let host = ViewHost(UIApplicationOpenUsage())
    try host.button("Open Settings").tap()
    #expect(UIApplication.shared.openedURLs.contains(URL(string: UIApplication.openSettingsURLString)!))
    try host.button("Help").tap()
    try await host.settle()
    #expect(UIApplication.shared.openedURLs.contains(URL(string: "https://example.com/help/open-test")!))
    #expect(try host.find(text: "Opened").isMounted)
    try host.button("Rate").tap()
    try await host.settle()
    #expect(UIApplication.shared.openedURLs.contains(URL(string: "https://example.com/rate/open-test")!))
  }
#endif
