// `LayoutPriority` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `LayoutPriority` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
private struct LayoutPriorityUsage: View {
  var body: some View {
    Text("Name").layoutPriority(1)
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func layoutPriorityCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(LayoutPriorityUsage())
    #expect(try host.find(text: "Name").attribute("layoutPriority") == "1.0")
  }
#endif
