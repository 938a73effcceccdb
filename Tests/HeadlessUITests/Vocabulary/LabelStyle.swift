import Foundation
import HeadlessUI
import Testing

/// `LabelStyle` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct LabelStyleUsage: View {
  var body: some View {
    Label("Cart", systemImage: "cart").labelStyle(.iconOnly)
  }
}

@MainActor @Test func labelStyleCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(LabelStyleUsage())
  #expect(try host.find(text: "Cart").isMounted && host.render().contains("labelStyle(IconOnlyLabelStyle)"))
}
