// `ImageScale` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `ImageScale` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
private struct ImageScaleUsage: View {
  var body: some View {
    Image(systemName: "cart").imageScale(.large).accessibilityLabel("Cart")
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func imageScaleCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(ImageScaleUsage())
    #expect(try host.find(label: "Cart").attribute("imageScale") == ".large")
  }
#endif
