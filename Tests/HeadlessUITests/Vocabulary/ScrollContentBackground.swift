import Foundation
import HeadlessUI
import Testing

/// `ScrollContentBackground` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct ScrollContentBackgroundUsage: View {
  var body: some View {
    Form { Text("Field") }.scrollContentBackground(.hidden)
  }
}

@MainActor @Test func scrollContentBackgroundCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(ScrollContentBackgroundUsage())
  #expect(host.render().contains(".scrollContentBackground(.hidden)"))
}
