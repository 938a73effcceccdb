// `ScrollViewReader` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `ScrollViewReader` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
private struct ScrollViewReaderUsage: View {
  var body: some View {
    ScrollViewReader { proxy in ScrollView { Text("Top").id("top") }; Button("Up") { proxy.scrollTo("top", anchor: .top) } }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func scrollViewReaderCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(ScrollViewReaderUsage())
    #expect((try? host.button("Up").tap()) != nil && host.scrollTargets == ["top"])
  }
#endif
