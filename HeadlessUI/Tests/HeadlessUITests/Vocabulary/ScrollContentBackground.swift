// `ScrollContentBackground` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `ScrollContentBackground` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
private struct ScrollContentBackgroundUsage: View {
  var body: some View {
    Form { Text("Field") }.scrollContentBackground(.hidden)
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func scrollContentBackgroundCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(ScrollContentBackgroundUsage())
    #expect(host.render().contains(".scrollContentBackground(.hidden)"))
  }
#endif
