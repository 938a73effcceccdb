import Foundation
import HeadlessUI
import Testing

/// `AccessibilityHint` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct AccessibilityHintUsage: View {
  var body: some View {
    Button("Buy") {}.accessibilityHint("Purchases the item")
  }
}

@MainActor @Test func accessibilityHintCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(AccessibilityHintUsage())
  #expect(try host.button("Buy").attribute("accessibilityHint") == "\"Purchases the item\"")
}
