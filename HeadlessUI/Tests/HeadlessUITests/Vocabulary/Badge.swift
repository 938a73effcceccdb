// `Badge` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `Badge` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
private struct BadgeUsage: View {
  var body: some View {
    TabView { Text("Cart").tabItem { Label("Cart", systemImage: "cart") }.badge(3) }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func badgeCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(BadgeUsage())
    #expect(host.render().contains(".badge(3)"))
  }
#endif
