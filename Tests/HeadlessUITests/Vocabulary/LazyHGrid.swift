import Foundation
import HeadlessUI
import Testing

/// `LazyHGrid` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct LazyHGridUsage: View {
  var body: some View {
    ScrollView(.horizontal) { LazyHGrid(rows: [GridItem(.flexible(minimum: 20, maximum: 80))]) { Text("Tag") } }
  }
}

@MainActor @Test func lazyHGridCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(LazyHGridUsage())
  #expect(try host.find(text: "Tag").isMounted)
}
