import Foundation
import HeadlessUI
import Testing

/// `Slider` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct SliderUsage: View {
  var body: some View {
    Slider(value: .constant(0.5), in: 0...1) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
  }
}

@MainActor @Test func sliderCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(SliderUsage())
  #expect(try host.slider("Volume").sliderValue == 0.5)
}
