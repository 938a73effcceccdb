import Foundation
import HeadlessUI
import Testing

/// `OnLongPressGesture` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct OnLongPressGestureUsage: View {
  var body: some View {
    Text("Hold").onLongPressGesture(minimumDuration: 0.5) {}
  }
}

@MainActor @Test func onLongPressGestureCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(OnLongPressGestureUsage())
  #expect((try? host.find(text: "Hold").longPress()) != nil)
}
