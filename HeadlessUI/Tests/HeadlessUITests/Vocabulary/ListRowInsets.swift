// `ListRowInsets` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `ListRowInsets` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
private struct ListRowInsetsUsage: View {
  var body: some View {
    List { Text("Row").listRowInsets(EdgeInsets()) }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func listRowInsetsCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(ListRowInsetsUsage())
    #expect(try host.find(text: "Row").attribute("listRowInsets") == "EdgeInsets(top: 0.0, leading: 0.0, bottom: 0.0, trailing: 0.0)")
  }
#endif
