import HeadlessUI
import Testing

// `View.id(_:)`.
//
// - id(_:) docs (https://developer.apple.com/documentation/swiftui/view/id(_:)): "When the proxy
//   value specified by the `id` parameter changes, the identity of the view — for example, its
//   state — is reset."
// - WWDC21 "Demystify SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022),
//   "Identity" and "Lifetime": explicit identity; "state lifetime is view lifetime" — a new
//   identity is a new view, whose state starts over.

/// Counts its taps and logs its appearances.
private struct LoggingCounter: View {
  let log: Log
  @State private var count = 0

  var body: some View {
    Button("Count: \(count)") { count += 1 }
      .onAppear { log.add("appear") }
      .onDisappear { log.add("disappear") }
  }
}

/// A counter whose identity is `generation`; "Unrelated change" changes other state only.
private struct Regenerating: View {
  let log: Log
  @State private var generation = 0
  @State private var unrelated = 0

  var body: some View {
    VStack {
      LoggingCounter(log: log).id(generation)
      Text("generation \(generation), unrelated \(unrelated)")
      Button("New identity") { generation += 1 }
      Button("Unrelated change") { unrelated += 1 }
    }
  }
}

extension SwiftUISemantics {
  @MainActor @Suite("Explicit identity: id(_:)")
  struct ExplicitIdentity {
    /// id(_:) docs: when the id changes, "the identity of the view — for example, its state —
    /// is reset"; WWDC21 "Demystify SwiftUI": the old view's lifetime ends (it disappears) and
    /// a new one begins (it appears).
    @Test("A new id is a new identity: state reset, onDisappear then onAppear")
    func newIDResetsStateAndReappears() throws {
      let log = Log()
      let host = ViewHost(Regenerating(log: log))
      try host.button("Count: 0").tap()
      try host.button("Count: 1").tap()
      #expect(log.entries == ["appear"])
      try host.button("New identity").tap()
      _ = try host.find(text: "generation 1, unrelated 0")
      _ = try host.button("Count: 0")
      #expect(log.entries == ["appear", "disappear", "appear"])
    }

    /// WWDC21 "Demystify SwiftUI" (lifetime): a view keeps its state as long as its identity —
    /// here its id — stays the same.
    @Test("The same id keeps the identity: state kept, no disappear or appear")
    func sameIDKeepsState() throws {
      let log = Log()
      let host = ViewHost(Regenerating(log: log))
      try host.button("Count: 0").tap()
      try host.button("Unrelated change").tap()
      _ = try host.find(text: "generation 0, unrelated 1")
      _ = try host.button("Count: 1")
      #expect(log.entries == ["appear"])
    }
  }
}
