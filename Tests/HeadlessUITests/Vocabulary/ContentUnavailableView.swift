import Foundation
import HeadlessUI
import Testing

/// `ContentUnavailableView` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct ContentUnavailableViewUsage: View {
  var body: some View {
    ContentUnavailableView("No Orders", systemImage: "cart", description: Text("Your orders appear here."))
  }
}

@MainActor @Test func contentUnavailableViewCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(ContentUnavailableViewUsage())
  #expect(try host.find(text: "Your orders appear here.").isMounted)
}
