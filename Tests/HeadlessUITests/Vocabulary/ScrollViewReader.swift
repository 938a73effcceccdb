import Foundation
import HeadlessUI
import Testing

/// `ScrollViewReader` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct ScrollViewReaderUsage: View {
  var body: some View {
    ScrollViewReader { proxy in ScrollView { Text("Top").id("top") }; Button("Up") { proxy.scrollTo("top", anchor: .top) } }
  }
}

@MainActor @Test func scrollViewReaderCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(ScrollViewReaderUsage())
  #expect((try? host.button("Up").tap()) != nil && host.scrollTargets == ["top"])
}
