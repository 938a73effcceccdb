import Foundation
import HeadlessUI
import Testing

/// `LazyVGrid` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct LazyVGridUsage: View {
  var body: some View {
    ScrollView { LazyVGrid(columns: [GridItem(.adaptive(minimum: 120)), GridItem(.fixed(40), spacing: 4)], spacing: 8) { ForEach(1...3, id: \.self) { Text("Item \($0)") } } }
  }
}

@MainActor @Test func lazyVGridCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(LazyVGridUsage())
  #expect(host.findAll(text: "Item 3").count == 1)
}
