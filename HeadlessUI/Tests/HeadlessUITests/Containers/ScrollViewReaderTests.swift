import HeadlessUI
import Testing

private struct Chat: View {
  let messages = Array(1...20)

  var body: some View {
    ScrollViewReader { proxy in
      ScrollView {
        ForEach(messages, id: \.self) { Text("Message \($0)").id($0) }
      }
      Button("Latest") { proxy.scrollTo(messages.last, anchor: .bottom) }
      Button("Top") { proxy.scrollTo(1) }
    }
  }
}

/// Programmatic scrolling, recorded.
@MainActor @Suite struct ScrollViewReaderTests {
  // https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:) —
  // "Scans all scroll views contained by the proxy for the first with a child view with
  // identifier id, and then scrolls to that view."
  @Test func scrollToRequestsAreRecordedInOrder() throws {
    let host = ViewHost(Chat())
    #expect(host.scrollTargets.isEmpty)
    try host.button("Latest").tap()
    try host.button("Top").tap()
    #expect(host.scrollTargets == [AnyHashable(Optional(20)), AnyHashable(1)])
  }
}
