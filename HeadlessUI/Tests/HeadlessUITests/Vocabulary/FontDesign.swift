// `FontDesign` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `FontDesign` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
@available(iOS 16.1, macOS 13.0, tvOS 16.1, watchOS 9.1, *)
private struct FontDesignUsage: View {
  var body: some View {
    VStack { Text("12:30").fontDesign(.monospaced) }.fontDesign(.rounded)
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func fontDesignCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(FontDesignUsage())
    #expect(try host.find(text: "12:30").attribute("fontDesign") == ".monospaced")
  }
#endif
