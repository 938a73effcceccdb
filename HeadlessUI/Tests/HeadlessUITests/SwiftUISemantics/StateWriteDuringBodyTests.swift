import HeadlessUI
import Testing

// A state write during `body` is reported, with SwiftUI's runtime warning word for word.
//
// - SwiftUI's runtime warning, quoted in "Safely Updating The View State"
//   (https://swiftui-lab.com/state-changes): "Modifying state during view update, this will
//   cause undefined behavior."
// - State docs (https://developer.apple.com/documentation/swiftui/state): "You should only
//   access a state property from inside the view's body, or from methods called by it" — reads;
//   writes belong in actions, not in the update itself.

/// Writes its own state while its body is evaluated (once: the second evaluation finds 1).
private struct WritesDuringBody: View {
  @State private var count = 0

  var body: some View {
    Text(countAfterBumping())
  }

  private func countAfterBumping() -> String {
    if count == 0 { count = 1 }
    return "count \(count)"
  }
}

/// Writes its state from an action and from `onAppear`: neither is during an update.
private struct WritesOutsideBody: View {
  @State private var count = 0
  @State private var appeared = false

  var body: some View {
    VStack {
      Text("count \(count), appeared \(appeared)")
      Button("Increment") { count += 1 }
    }
    .onAppear { appeared = true }
  }
}

extension SwiftUISemantics {
  @MainActor @Suite("State writes during body")
  struct StateWritesDuringBody {
    /// SwiftUI's runtime warning for a write during a view update, reported in `host.issues`.
    @Test("A state write during body is reported: \"Modifying state during view update, this will cause undefined behavior.\"")
    func writeDuringBodyIsReported() {
      let host = ViewHost(WritesDuringBody())
      #expect(host.issues == ["Modifying state during view update, this will cause undefined behavior."])
    }

    /// Writes from actions and from `onAppear` happen outside the update: no warning.
    @Test("State writes from an action or onAppear are not reported")
    func writesOutsideBodyAreNotReported() throws {
      let host = ViewHost(WritesOutsideBody())
      try host.button("Increment").tap()
      _ = try host.find(text: "count 1, appeared true")
      #expect(host.issues == [])
    }
  }
}
