import Foundation
import HeadlessUI
import Testing

/// `ScrollDismissesKeyboard` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct ScrollDismissesKeyboardUsage: View {
  var body: some View {
    ScrollView { Text("Form") }.scrollDismissesKeyboard(.interactively)
  }
}

@MainActor @Test func scrollDismissesKeyboardCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(ScrollDismissesKeyboardUsage())
  #expect(host.render().contains(".scrollDismissesKeyboard(.interactively)"))
}
