import Foundation
import HeadlessUI
import Testing

/// `ScaleEffect` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct ScaleEffectUsage: View {
  var body: some View {
    VStack { Text("A").scaleEffect(1.2); Text("B").scaleEffect(x: 2, y: 1, anchor: .leading); Text("C").scaleEffect(CGSize(width: 1, height: 3)) }
  }
}

@MainActor @Test func scaleEffectCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(ScaleEffectUsage())
  #expect(try host.find(text: "A").attribute("scaleEffect") == "1.2")
}
