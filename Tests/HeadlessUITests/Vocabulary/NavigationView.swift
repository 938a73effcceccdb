import Foundation
import HeadlessUI
import Testing

/// `NavigationView` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct NavigationViewUsage: View {
  var body: some View {
    NavigationView { Text("Home").navigationTitle("Shop") }.navigationViewStyle(.stack)
  }
}

@MainActor @Test func navigationViewCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(NavigationViewUsage())
  #expect(try host.navigationStack().title == "Shop")
}
