// `NavigationDestinationItem` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `NavigationDestinationItem` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
private struct NavigationDestinationItemUsage: View {
  var body: some View {
    NavigationStack { Text("Root").navigationDestination(item: .constant(Optional(7))) { Text("Item \($0)") } }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func navigationDestinationItemCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(NavigationDestinationItemUsage())
    #expect(try host.find(text: "Item 7").isMounted)
  }
#endif
