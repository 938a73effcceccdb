// `ZIndex` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `ZIndex` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
private struct ZIndexUsage: View {
  var body: some View {
    ZStack { Text("Back"); Text("Front").zIndex(1) }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func zIndexCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(ZIndexUsage())
    #expect(try host.find(text: "Front").attribute("zIndex") == "1.0")
  }
#endif
