// `GroupBox` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `GroupBox` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
private struct GroupBoxUsage: View {
  var body: some View {
    GroupBox("Shipping") { Text("1 Infinite Loop") }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func groupBoxCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(GroupBoxUsage())
    #expect(try host.find(text: "Shipping").isMounted && (try host.find(text: "1 Infinite Loop").isMounted))
  }
#endif
