// `DeleteDisabled` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `DeleteDisabled` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
private struct DeleteDisabledUsage: View {
  var body: some View {
    List { ForEach(["A"], id: \.self) { Text($0).deleteDisabled(true) }.onDelete { _ in } }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func deleteDisabledCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(DeleteDisabledUsage())
    #expect(try host.find(text: "A").attribute("deleteDisabled") == "true")
  }
#endif
