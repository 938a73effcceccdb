import Foundation
import HeadlessUI
import Testing

/// `TapGesture` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct TapGestureUsage: View {
  var body: some View {
    Text("Photo").gesture(TapGesture(count: 2).onEnded {})
  }
}

@MainActor @Test func tapGestureCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(TapGestureUsage())
  #expect((try? host.find(text: "Photo").tap(count: 2)) != nil)
}
