import Foundation
import HeadlessUI
import Testing

/// `ContentShape` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct ContentShapeUsage: View {
  var body: some View {
    HStack { Text("Row"); Spacer() }.contentShape(Rectangle())
  }
}

@MainActor @Test func contentShapeCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(ContentShapeUsage())
  #expect(try host.find(text: "Row").isMounted && host.render().contains("contentShape"))
}
