// `ButtonBorderShape` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `ButtonBorderShape` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
@available(macOS 14.0, tvOS 17.0, *)
private struct ButtonBorderShapeUsage: View {
  var body: some View {
    Button("Add") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func buttonBorderShapeCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(ButtonBorderShapeUsage())
    #expect(try host.button("Add").attribute("buttonBorderShape") == ".capsule")
  }
#endif
