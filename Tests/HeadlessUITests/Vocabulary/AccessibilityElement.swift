import Foundation
import HeadlessUI
import Testing

/// `AccessibilityElement` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct AccessibilityElementUsage: View {
  var body: some View {
    HStack { Image(systemName: "star"); Text("4.5") }.accessibilityElement(children: .combine)
  }
}

@MainActor @Test func accessibilityElementCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(AccessibilityElementUsage())
  #expect(host.render().contains(".accessibilityElement(children: .combine)"))
}
