import Foundation
import HeadlessUI
import Testing

/// `ControlSize` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct ControlSizeUsage: View {
  var body: some View {
    Button("Buy") {}.controlSize(.large)
  }
}

@MainActor @Test func controlSizeCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(ControlSizeUsage())
  #expect(try host.button("Buy").attribute("controlSize") == ".large")
}
