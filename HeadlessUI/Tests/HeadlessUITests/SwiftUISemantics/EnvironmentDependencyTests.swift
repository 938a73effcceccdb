import HeadlessUI
import Testing

// Environment dependencies are tracked per key: a view re-evaluates when a key it reads changed,
// and not when other keys changed or when it reads none.
//
// - Environment.init(_:) docs (https://developer.apple.com/documentation/swiftui/environment/init(_:)):
//   "SwiftUI automatically updates any parts of `MyView` that depend on the property when the
//   associated environment value changes."
// - Environment docs (https://developer.apple.com/documentation/swiftui/environment): "If the
//   value changes, SwiftUI updates any parts of your view that depend on the value."
// - WWDC21 "Demystify SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022),
//   "Dependencies": `@Environment` is one of the dependencies of a view.

private struct KeyA: EnvironmentKey {
  static let defaultValue = "a"
}

private struct KeyB: EnvironmentKey {
  static let defaultValue = "b"
}

extension EnvironmentValues {
  fileprivate var keyA: String {
    get { self[KeyA.self] }
    set { self[KeyA.self] = newValue }
  }

  fileprivate var keyB: String {
    get { self[KeyB.self] }
    set { self[KeyB.self] = newValue }
  }
}

private struct ReaderOfA: View {
  @Environment(\.keyA) private var a
  var body: some View { Text("A is \(a)") }
}

private struct ReaderOfB: View {
  @Environment(\.keyB) private var b
  var body: some View { Text("B is \(b)") }
}

private struct NonReader: View {
  var body: some View { Text("reads nothing") }
}

/// Reads nothing itself; its child reads key A.
private struct Intermediate: View {
  var body: some View {
    VStack {
      Text("intermediate")
      ReaderOfA()
    }
  }
}

/// Writes key A from its state (`a0`, then `a1` after "Change A"), key B constantly.
private struct ChangesKeyA: View {
  @State private var valueOfA = "a0"

  var body: some View {
    VStack {
      Button("Change A") { valueOfA = "a1" }
      ReaderOfA()
      ReaderOfB()
      NonReader()
      Intermediate()
    }
    .environment(\.keyA, valueOfA)
    .environment(\.keyB, "b0")
  }
}

/// Writes the same value of key A on every evaluation, while its own state changes.
private struct RewritesKeyA: View {
  @State private var taps = 0

  var body: some View {
    VStack {
      Text("Taps: \(taps)")
      Button("Tap") { taps += 1 }
      ReaderOfA()
    }
    .environment(\.keyA, "constant")
  }
}

extension SwiftUISemantics {
  @MainActor @Suite("Environment dependencies per key")
  struct EnvironmentDependencies {
    /// Environment.init(_:) docs: SwiftUI updates the parts that depend on the property when the
    /// associated environment value changes.
    @Test("A reader of key A re-evaluates when A changes")
    func readerOfTheChangedKeyReevaluates() throws {
      let host = ViewHost(ChangesKeyA())
      host.resetBodyEvaluationCounts()
      try host.button("Change A").tap()
      #expect(host.findAll(text: "A is a1").count == 2)
      #expect(host.bodyEvaluationCount(of: ChangesKeyA.self) == 1)
      #expect(host.bodyEvaluationCount(of: ReaderOfA.self) == 2)
    }

    /// Environment docs and WWDC21 "Demystify SwiftUI" (dependencies): views that do not
    /// depend on A — a sibling reading nothing, a reader of key B — are not updated.
    @Test("A sibling that reads nothing, and a reader of key B, do not re-evaluate when A changes")
    func nonReadersDoNotReevaluate() throws {
      let host = ViewHost(ChangesKeyA())
      host.resetBodyEvaluationCounts()
      try host.button("Change A").tap()
      _ = try host.find(text: "B is b0")
      #expect(host.bodyEvaluationCount(of: NonReader.self) == 0)
      #expect(host.bodyEvaluationCount(of: ReaderOfB.self) == 0)
    }

    /// Environment docs: the environment flows down the hierarchy; a reader deep below an
    /// intermediate view that reads nothing still sees the new value, and the intermediate is
    /// not re-evaluated for it.
    @Test("A reader below a non-reading intermediate sees the new value; the intermediate is not re-evaluated")
    func deepReaderUpdatesWithoutItsIntermediate() throws {
      let host = ViewHost(ChangesKeyA())
      host.resetBodyEvaluationCounts()
      try host.button("Change A").tap()
      let intermediate = try host.find(Intermediate.self)
      #expect(intermediate.texts == ["intermediate", "A is a1"])
      #expect(host.bodyEvaluationCount(of: Intermediate.self) == 0)
      #expect(host.totalBodyEvaluationCount == 3)
    }

    /// Environment.init(_:) docs: updates happen "when the associated environment value
    /// changes" — writing an equal value is no change (HeadlessUI/Design.md: compared by `==` when
    /// `Equatable`).
    @Test("Writing an equal value of a key does not re-evaluate its readers")
    func equalValueIsNoChange() throws {
      let host = ViewHost(RewritesKeyA())
      host.resetBodyEvaluationCounts()
      try host.button("Tap").tap()
      _ = try host.find(text: "Taps: 1")
      #expect(host.bodyEvaluationCount(of: RewritesKeyA.self) == 1)
      #expect(host.bodyEvaluationCount(of: ReaderOfA.self) == 0)
    }
  }
}
