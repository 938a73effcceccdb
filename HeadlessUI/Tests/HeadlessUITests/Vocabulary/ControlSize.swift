// `ControlSize` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `ControlSize` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
@available(watchOS 9.0, *)
@available(tvOS, unavailable)
private struct ControlSizeUsage: View {
  var body: some View {
    Button("Buy") {}.controlSize(.large)
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func controlSizeCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(ControlSizeUsage())
    #expect(try host.button("Buy").attribute("controlSize") == ".large")
  }
#endif
