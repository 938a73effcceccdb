import Foundation
import HeadlessUI
import Testing

/// `LinearGradient` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct LinearGradientUsage: View {
  var body: some View {
    Rectangle().fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)).overlay { Text("Sale").foregroundStyle(.linearGradient(colors: [.red, .orange], startPoint: .leading, endPoint: .trailing)) }
  }
}

@MainActor @Test func linearGradientCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(LinearGradientUsage())
  #expect(try host.find(text: "Sale").isMounted)
}
