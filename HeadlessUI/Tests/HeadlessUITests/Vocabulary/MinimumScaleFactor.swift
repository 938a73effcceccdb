// `minimumScaleFactor` as an app writes it. The usage view compiles against SwiftUI where it exists
// (the apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against
// HeadlessUI elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `minimumScaleFactor` as an app writes it: it compiles against HeadlessUI and, in the
/// apple-check, against Apple's shapes (SwiftUI's interface); the test below renders it on
/// HeadlessUI.
private struct MinimumScaleFactorUsage: View {
  var body: some View {
    Text("1,024,768.00").lineLimit(1).minimumScaleFactor(0.5)
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func minimumScaleFactorCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(MinimumScaleFactorUsage())
    #expect(try host.find(text: "1,024,768.00").attribute("minimumScaleFactor") == "0.5")
  }
#endif
