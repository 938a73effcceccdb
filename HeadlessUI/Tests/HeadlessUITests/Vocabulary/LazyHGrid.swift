// `LazyHGrid` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `LazyHGrid` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
private struct LazyHGridUsage: View {
  var body: some View {
    ScrollView(.horizontal) { LazyHGrid(rows: [GridItem(.flexible(minimum: 20, maximum: 80))]) { Text("Tag") } }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func lazyHGridCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(LazyHGridUsage())
    #expect(try host.find(text: "Tag").isMounted)
  }
#endif
