import Foundation
import HeadlessUI
import Testing

/// `ZIndex` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct ZIndexUsage: View {
  var body: some View {
    ZStack { Text("Back"); Text("Front").zIndex(1) }
  }
}

@MainActor @Test func zIndexCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(ZIndexUsage())
  #expect(try host.find(text: "Front").attribute("zIndex") == "1.0")
}
