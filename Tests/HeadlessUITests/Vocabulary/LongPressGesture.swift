import Foundation
import HeadlessUI
import Testing

/// `LongPressGesture` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct LongPressGestureUsage: View {
  var body: some View {
    Text("Hold").gesture(LongPressGesture(minimumDuration: 1).onEnded { _ in })
  }
}

@MainActor @Test func longPressGestureCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(LongPressGestureUsage())
  #expect((try? host.find(text: "Hold").longPress()) != nil)
}
