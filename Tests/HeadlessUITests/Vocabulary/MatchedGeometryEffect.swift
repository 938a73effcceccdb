import Foundation
import HeadlessUI
import Testing

private struct NamespaceUser: View {
  @Namespace private var animation
  var body: some View { Text("Dot").matchedGeometryEffect(id: "dot", in: animation) }
}

/// `MatchedGeometryEffect` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct MatchedGeometryEffectUsage: View {
  var body: some View {
    NamespaceUser()
  }
}

@MainActor @Test func matchedGeometryEffectCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(MatchedGeometryEffectUsage())
  #expect(try host.find(text: "Dot").attribute("matchedGeometryEffect") == "id: \"dot\"")
}
