import Foundation
import HeadlessUI
import Testing

/// `ImageResizable` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct ImageResizableUsage: View {
  var body: some View {
    Image("cover").resizable().accessibilityLabel("Cover")
  }
}

@MainActor @Test func imageResizableCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(ImageResizableUsage())
  #expect(try host.find(label: "Cover").isMounted)
}
