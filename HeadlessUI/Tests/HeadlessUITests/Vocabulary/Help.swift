// `Help` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `Help` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
private struct HelpUsage: View {
  var body: some View {
    Button("Share") {}.help("Shares the item")
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func helpCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(HelpUsage())
    #expect(try host.button("Share").attribute("help") == "\"Shares the item\"")
  }
#endif
