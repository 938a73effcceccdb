import Foundation
import HeadlessUI
import Testing

/// `ButtonBorderShape` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct ButtonBorderShapeUsage: View {
  var body: some View {
    Button("Add") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
  }
}

@MainActor @Test func buttonBorderShapeCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(ButtonBorderShapeUsage())
  #expect(try host.button("Add").attribute("buttonBorderShape") == ".capsule")
}
