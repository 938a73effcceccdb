// `LazyVGrid` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `LazyVGrid` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
private struct LazyVGridUsage: View {
  var body: some View {
    ScrollView { LazyVGrid(columns: [GridItem(.adaptive(minimum: 120)), GridItem(.fixed(40), spacing: 4)], spacing: 8) { ForEach(1...3, id: \.self) { Text("Item \($0)") } } }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func lazyVGridCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(LazyVGridUsage())
    #expect(host.findAll(text: "Item 3").count == 1)
  }
#endif
