import Foundation
import HeadlessUI
import Testing

/// `SafeAreaInset` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct SafeAreaInsetUsage: View {
  var body: some View {
    List { Text("Row") }.safeAreaInset(edge: .bottom) { Button("Checkout") {} }
  }
}

@MainActor @Test func safeAreaInsetCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(SafeAreaInsetUsage())
  #expect(try host.button("Checkout").isMounted)
}
