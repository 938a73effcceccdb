// `Font.system(_:design:weight:)` as an app writes it. The usage view compiles against SwiftUI
// where it exists (the apple-check type-checks it as app code against Apple's shapes, `.ci/run`)
// and against HeadlessUI elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// HeadlessUI. `Font.system(_:design:weight:)` as an app writes it: it compiles against HeadlessUI
/// and, in the apple-check, against Apple's shapes (SwiftUI's interface); the test below renders it
/// on
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
private struct FontSystemTextStyleUsage: View {
  var body: some View {
    Text("0:42").font(.system(.largeTitle, design: .rounded, weight: .bold))
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func fontSystemTextStyleCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(FontSystemTextStyleUsage())
    #expect(try host.find(text: "0:42").attribute("font") == ".system(.largeTitle, design: .rounded, weight: .bold)")
  }
#endif
