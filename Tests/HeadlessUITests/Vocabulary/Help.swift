import Foundation
import HeadlessUI
import Testing

/// `Help` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct HelpUsage: View {
  var body: some View {
    Button("Share") {}.help("Shares the item")
  }
}

@MainActor @Test func helpCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(HelpUsage())
  #expect(try host.button("Share").attribute("help") == "\"Shares the item\"")
}
