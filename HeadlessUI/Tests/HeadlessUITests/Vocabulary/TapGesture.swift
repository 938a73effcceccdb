// `TapGesture` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `TapGesture` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
@available(tvOS 16.0, *)
private struct TapGestureUsage: View {
  var body: some View {
    Text("Photo").gesture(TapGesture(count: 2).onEnded {})
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func tapGestureCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(TapGestureUsage())
    #expect((try? host.find(text: "Photo").tap(count: 2)) != nil)
  }
#endif
