// `Slider` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `Slider` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
@available(tvOS, unavailable)
private struct SliderUsage: View {
  var body: some View {
    Slider(value: .constant(0.5), in: 0...1) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func sliderCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(SliderUsage())
    #expect(try host.slider("Volume").sliderValue == 0.5)
  }
#endif
