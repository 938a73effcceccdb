// `ContainerRelativeFrame` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `ContainerRelativeFrame` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
private struct ContainerRelativeFrameUsage: View {
  var body: some View {
    ScrollView(.horizontal) { Text("Card").containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8) }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func containerRelativeFrameCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(ContainerRelativeFrameUsage())
    #expect(try host.find(text: "Card").attribute("containerRelativeFrame") == ".horizontal, count: 3, span: 2, spacing: 8.0")
  }
#endif
