import Foundation
import HeadlessUI
import Testing

/// `ImageScale` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct ImageScaleUsage: View {
  var body: some View {
    Image(systemName: "cart").imageScale(.large).accessibilityLabel("Cart")
  }
}

@MainActor @Test func imageScaleCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(ImageScaleUsage())
  #expect(try host.find(label: "Cart").attribute("imageScale") == ".large")
}
