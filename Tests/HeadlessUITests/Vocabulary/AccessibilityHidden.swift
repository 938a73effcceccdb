import Foundation
import HeadlessUI
import Testing

/// `AccessibilityHidden` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct AccessibilityHiddenUsage: View {
  var body: some View {
    Image("divider").accessibilityHidden(true).accessibilityIdentifier("divider")
  }
}

@MainActor @Test func accessibilityHiddenCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(AccessibilityHiddenUsage())
  #expect(try host.find(identifier: "divider").attribute("accessibilityHidden") == "true")
}
