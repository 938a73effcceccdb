import Foundation
import HeadlessUI
import Testing

/// `DragGesture` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct DragGestureUsage: View {
  var body: some View {
    Text("Card").gesture(DragGesture(minimumDistance: 0).onChanged { _ in }.onEnded { _ in })
  }
}

@MainActor @Test func dragGestureCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(DragGestureUsage())
  #expect((try? host.find(text: "Card").drag(by: CGSize(width: 1, height: 1))) != nil)
}
