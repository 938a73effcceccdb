import Foundation
import HeadlessUI
import Testing

/// `RotationEffect` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct RotationEffectUsage: View {
  var body: some View {
    Image(systemName: "chevron.right").rotationEffect(.degrees(90)).accessibilityLabel("Chevron")
  }
}

@MainActor @Test func rotationEffectCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(RotationEffectUsage())
  #expect(try host.find(label: "Chevron").attribute("rotationEffect") == ".degrees(90.0)")
}
