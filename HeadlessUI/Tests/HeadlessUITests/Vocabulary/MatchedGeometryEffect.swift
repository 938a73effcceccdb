// `MatchedGeometryEffect` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

private struct NamespaceUser: View {
  @Namespace private var animation
  var body: some View { Text("Dot").matchedGeometryEffect(id: "dot", in: animation) }
}

/// `MatchedGeometryEffect` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
private struct MatchedGeometryEffectUsage: View {
  var body: some View {
    NamespaceUser()
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func matchedGeometryEffectCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(MatchedGeometryEffectUsage())
    #expect(try host.find(text: "Dot").attribute("matchedGeometryEffect") == "id: \"dot\"")
  }
#endif
