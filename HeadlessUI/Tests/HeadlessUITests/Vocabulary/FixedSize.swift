// `FixedSize` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `FixedSize` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
private struct FixedSizeUsage: View {
  var body: some View {
    VStack { Text("A").fixedSize(); Text("B").fixedSize(horizontal: false, vertical: true) }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func fixedSizeCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(FixedSizeUsage())
    #expect(try host.find(text: "B").attribute("fixedSize") == "horizontal: false, vertical: true")
  }
#endif
