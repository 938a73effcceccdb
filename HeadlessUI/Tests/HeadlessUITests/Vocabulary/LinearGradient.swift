// `LinearGradient` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `LinearGradient` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
private struct LinearGradientUsage: View {
  var body: some View {
    Rectangle().fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)).overlay { Text("Sale").foregroundStyle(.linearGradient(colors: [.red, .orange], startPoint: .leading, endPoint: .trailing)) }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func linearGradientCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(LinearGradientUsage())
    #expect(try host.find(text: "Sale").isMounted)
  }
#endif
