// `brightness` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `brightness` as an app writes it: it compiles against HeadlessUI and, in the apple-check,
/// against Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
private struct BrightnessUsage: View {
  var body: some View {
    Image(systemName: "sun.max").brightness(0.2)
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func brightnessCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(BrightnessUsage())
    #expect(try host.find(systemImage: "sun.max").attribute("brightness") == "0.2")
  }
#endif
