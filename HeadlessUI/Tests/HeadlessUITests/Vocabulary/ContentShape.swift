// `ContentShape` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `ContentShape` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
private struct ContentShapeUsage: View {
  var body: some View {
    HStack { Text("Row"); Spacer() }.contentShape(Rectangle())
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func contentShapeCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(ContentShapeUsage())
    #expect(try host.find(text: "Row").isMounted && host.render().contains("contentShape"))
  }
#endif
