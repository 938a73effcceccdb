import Foundation
import HeadlessUI
import Testing

/// `AccessibilityAddTraits` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct AccessibilityAddTraitsUsage: View {
  var body: some View {
    Text("Orders").accessibilityAddTraits(.isHeader)
  }
}

@MainActor @Test func accessibilityAddTraitsCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(AccessibilityAddTraitsUsage())
  #expect(try host.find(text: "Orders").attribute("accessibilityAddTraits") == ".isHeader")
}
