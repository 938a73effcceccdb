// `OnHover` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `OnHover` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
private struct OnHoverUsage: View {
  var body: some View {
    Text("Help").onHover { _ in }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func onHoverCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(OnHoverUsage())
    #expect((try? host.find(text: "Help").hover(true)) != nil)
  }
#endif
