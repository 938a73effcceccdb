import HeadlessUI
import Testing

// An update applies the state changes it causes itself (an `onChange` action that writes state)
// before the interaction ends, and an update that keeps causing them is reported instead of
// running forever.
//
// - onChange(of:initial:_:) docs (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg):
//   "You can use `onChange` to trigger a side effect as the result of a value changing", and "The
//   system may call the action closure on the main actor".
// - Whether SwiftUI applies such a write in the same update or the next frame, and what it does
//   with an action that changes its own value at every update, public sources do not settle:
//   HeadlessUI applies the write before the interaction returns and stops after 100 passes with
//   an issue. The question is listed in HeadlessUI/DEVICE-QUESTIONS.md ("An `onChange` that
//   writes state").

/// Counts up to `limit` through its own `onChange`: each change causes the next one.
private struct ChainedChanges: View {
  let limit: Int
  @State private var count = 0

  var body: some View {
    VStack {
      Text("count \(count)")
      Button("Start") { count = 1 }
    }
    .onChange(of: count) { _, newValue in
      if newValue < limit { count = newValue + 1 }
    }
  }
}

extension SwiftUISemantics {
  @MainActor @Suite("Updates that cause updates")
  struct UpdateLoops {
    /// onChange docs: the action is a side effect of a value changing; its write is one more
    /// update of the same interaction in HeadlessUI, so one tap shows the end of the chain.
    @Test("State written by onChange during an update is applied before the interaction ends")
    func changesCausedByTheUpdateAreApplied() throws {
      let host = ViewHost(ChainedChanges(limit: 5))
      try host.button("Start").tap()
      _ = try host.find(text: "count 5")
      #expect(host.issues == [])
    }

    /// An action that changes its own value at every update never settles: HeadlessUI stops after
    /// a bounded number of passes and says so (the device question above asks what SwiftUI does).
    @Test("An onChange that changes its own value on every update is reported, word for word")
    func anUpdateThatNeverSettlesIsReported() throws {
      let host = ViewHost(ChainedChanges(limit: .max))
      #expect(throws: ViewHostError.self) { try host.button("Start").tap() }
      #expect(host.issues == ["Updates did not settle after 100 passes: a state change keeps invalidating views"])
    }
  }
}
