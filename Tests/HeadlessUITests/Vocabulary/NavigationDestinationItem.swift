import Foundation
import HeadlessUI
import Testing

/// `NavigationDestinationItem` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct NavigationDestinationItemUsage: View {
  var body: some View {
    NavigationStack { Text("Root").navigationDestination(item: .constant(Optional(7))) { Text("Item \($0)") } }
  }
}

@MainActor @Test func navigationDestinationItemCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(NavigationDestinationItemUsage())
  #expect(try host.find(text: "Item 7").isMounted)
}
