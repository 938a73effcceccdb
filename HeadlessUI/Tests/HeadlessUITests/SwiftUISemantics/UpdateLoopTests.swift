import HeadlessUI
import Testing

// An update applies the state changes it causes itself (an `onChange` action that writes state)
// before it ends, and an update that keeps causing them is reported instead of running forever.
//
// - onChange(of:initial:_:) docs (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg):
//   the action runs when the value changes; "the system calls the action closure on the main
//   actor".
// - SwiftUI's runtime warning for an action that changes its own value on every update:
//   "onChange(of: Int) action tried to update multiple times per frame." HeadlessUI reports it
//   as an issue and stops after a bounded number of passes.

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
    /// onChange docs: the action runs on the main actor after the update; its write is one more
    /// update of the same interaction, so one tap shows the end of the chain.
    @Test("State written by onChange during an update is applied before the interaction ends")
    func changesCausedByTheUpdateAreApplied() throws {
      let host = ViewHost(ChainedChanges(limit: 5))
      try host.button("Start").tap()
      _ = try host.find(text: "count 5")
      #expect(host.issues == [])
    }

    /// SwiftUI warns that such an action "tried to update multiple times per frame"; HeadlessUI
    /// stops after a bounded number of passes and says so.
    @Test("An onChange that changes its own value on every update is reported, word for word")
    func anUpdateThatNeverSettlesIsReported() throws {
      let host = ViewHost(ChainedChanges(limit: .max))
      #expect(throws: ViewHostError.self) { try host.button("Start").tap() }
      #expect(host.issues == ["Updates did not settle after 100 passes: a state change keeps invalidating views"])
    }
  }
}
