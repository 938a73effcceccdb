// `Offset` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `Offset` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
private struct OffsetUsage: View {
  var body: some View {
    VStack { Text("A").offset(x: 4, y: -4); Text("B").offset(CGSize(width: 1, height: 2)) }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func offsetCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(OffsetUsage())
    #expect(try host.find(text: "A").attribute("offset") == "x: 4.0, y: -4.0")
  }
#endif
