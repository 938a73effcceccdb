import Foundation
import HeadlessUI
import Testing

/// `ScrollIndicators` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct ScrollIndicatorsUsage: View {
  var body: some View {
    ScrollView(.horizontal) { Text("Chips") }.scrollIndicators(.hidden)
  }
}

@MainActor @Test func scrollIndicatorsCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(ScrollIndicatorsUsage())
  #expect(host.render().contains(".scrollIndicators(.hidden)"))
}
