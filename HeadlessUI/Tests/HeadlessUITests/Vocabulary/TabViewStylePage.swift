// `TabViewStylePage` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `TabViewStylePage` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
@available(macOS, unavailable)
private struct TabViewStylePageUsage: View {
  var body: some View {
    TabView { Text("Page 1"); Text("Page 2") }.tabViewStyle(.page)
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func tabViewStylePageCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(TabViewStylePageUsage())
    #expect(host.render().contains(".tabViewStyle(PageTabViewStyle)"))
  }
#endif
