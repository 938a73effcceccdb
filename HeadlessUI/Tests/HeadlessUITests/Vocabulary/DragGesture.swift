// `DragGesture` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `DragGesture` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
@available(tvOS, unavailable)
private struct DragGestureUsage: View {
  var body: some View {
    Text("Card").gesture(DragGesture(minimumDistance: 0).onChanged { _ in }.onEnded { _ in })
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func dragGestureCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(DragGestureUsage())
    #expect((try? host.find(text: "Card").drag(by: CGSize(width: 1, height: 1))) != nil)
  }
#endif
