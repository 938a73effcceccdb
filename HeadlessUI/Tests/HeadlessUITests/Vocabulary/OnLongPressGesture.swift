// `OnLongPressGesture` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `OnLongPressGesture` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
@available(tvOS, unavailable)
private struct OnLongPressGestureUsage: View {
  var body: some View {
    Text("Hold").onLongPressGesture(minimumDuration: 0.5) {}
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func onLongPressGestureCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(OnLongPressGestureUsage())
    #expect((try? host.find(text: "Hold").longPress()) != nil)
  }
#endif
