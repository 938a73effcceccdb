// `ListRowSeparator` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `ListRowSeparator` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
@available(macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
private struct ListRowSeparatorUsage: View {
  var body: some View {
    List { Text("Row").listRowSeparator(.hidden) }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func listRowSeparatorCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(ListRowSeparatorUsage())
    #expect(try host.find(text: "Row").attribute("listRowSeparator") == ".hidden")
  }
#endif
