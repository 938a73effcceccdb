// `strikethrough(_:pattern:color:)` as an app writes it. The usage view compiles against SwiftUI
// where it exists (the apple-check type-checks it as app code against Apple's shapes, `.ci/run`)
// and against HeadlessUI elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `strikethrough(_:pattern:color:)` as an app writes it: it compiles against HeadlessUI and, in the
/// apple-check, against Apple's shapes (SwiftUICore's interface); the test below reads the
/// recorded attributes on HeadlessUI.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
private struct StrikethroughPatternUsage: View {
  var isSoldOut = true

  var body: some View {
    VStack {
      Text("Was $20").strikethrough(pattern: .dash)
      Text("Sold out").strikethrough(isSoldOut, pattern: .dot)
      VStack { Text("Old") }.strikethrough(pattern: .dashDot)
    }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func strikethroughPatternCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(StrikethroughPatternUsage())
    #expect(try host.find(text: "Was $20").attribute("strikethrough") == "true, pattern: .dash")
    #expect(try host.find(text: "Sold out").attribute("strikethrough") == "true, pattern: .dot")
    #expect(try host.find(VStack<Text>.self).attribute("strikethrough") == "true, pattern: .dashDot")
  }
#endif
