// `ListSelection` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `ListSelection` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
@available(watchOS 10.0, *)
private struct ListSelectionUsage: View {
  var body: some View {
    List(selection: .constant(Optional(1))) { Text("One").tag(1) }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func listSelectionCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(ListSelectionUsage())
    #expect(try host.find(text: "One").isMounted)
  }
#endif
