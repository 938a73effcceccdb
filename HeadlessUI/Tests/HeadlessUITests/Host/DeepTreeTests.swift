import HeadlessUI
import Testing

// A tree thousands of views deep renders, updates, answers queries and tears down as a shallow
// one does: the reconciler, the appear/disappear walks, preferences, queries and the tree dump
// work from explicit stacks, not the call stack. Each test checks a documented behaviour at the
// bottom of such a tree.

private let depth = 5_000

private struct DepthKey: PreferenceKey {
  static let defaultValue: [Int] = []
  static func reduce(value: inout [Int], nextValue: () -> [Int]) { value += nextValue() }
}

private struct LeafTitleKey: EnvironmentKey {
  static let defaultValue = "unset"
}

extension EnvironmentValues {
  fileprivate var leafTitle: String {
    get { self[LeafTitleKey.self] }
    set { self[LeafTitleKey.self] = newValue }
  }
}

/// `remaining` levels of padding around a leaf; the outermost and innermost levels log their
/// appearance.
private struct Nest: View {
  let remaining: Int
  let log: Log

  var body: some View {
    if remaining == 0 {
      DeepCounter(log: log)
    } else {
      Nest(remaining: remaining - 1, log: log)
        .padding()
        .onAppear { if remaining == 1 || remaining == depth { log.add("appear \(remaining)") } }
        .onDisappear { if remaining == 1 || remaining == depth { log.add("disappear \(remaining)") } }
    }
  }
}

/// The innermost view: local state, an environment value read from the top, a preference.
private struct DeepCounter: View {
  let log: Log
  @State private var count = 0
  @Environment(\.leafTitle) private var title

  var body: some View {
    Button("\(title) \(count)") { count += 1 }
      .preference(key: DepthKey.self, value: [count])
  }
}

private struct DeepRoot: View {
  let log: Log
  @State private var title = "Tapped"
  @State private var isShown = true

  var body: some View {
    VStack {
      Button("Retitle") { title = "Pressed" }
      Button("Remove") { isShown = false }
      if isShown {
        Nest(remaining: depth, log: log)
      }
    }
    .environment(\.leafTitle, title)
    .onPreferenceChange(DepthKey.self) { [log] counts in log.add("counts \(counts)") }
  }
}

@MainActor
@Suite("Deep trees in the host")
struct DeepTreeTests {
  @Test("5,000 levels: views appear parents first, the leaf keeps its @State across an environment change from the top, its preference reaches the top, and removal makes the views disappear children first")
  func fiveThousandLevels() throws {
    let log = Log()
    let host = ViewHost(DeepRoot(log: log))
    // `onAppear`: "the action runs before the view appears"; a parent's before its children's.
    #expect(log.entries == ["appear 5000", "appear 1", "counts [0]"])
    log.clear()

    try host.button("Tapped 0").tap()
    // The leaf's own state: only it re-evaluates ("Demystify SwiftUI", WWDC21: state lives with
    // the view's identity), and the preference it writes reaches the observer 5,000 levels up.
    #expect(log.entries == ["counts [1]"])
    #expect(host.bodyEvaluationCount(of: Nest.self) == depth + 1)

    try host.button("Retitle").tap()
    // `Environment`: a value set at the top reaches the view that reads it, whose state is kept.
    #expect(try host.button("Pressed 1").isMounted)

    log.clear()
    try host.button("Remove").tap()
    // `onDisappear`: removal runs children's actions before their parents'; the preference's
    // writer left, so the observer sees the key's default value.
    #expect(log.entries == ["disappear 1", "disappear 5000", "counts []"])
    #expect(host.findAll(text: "Pressed 1").isEmpty)
  }

  @Test("5,000 levels: the host's description counts the whole tree, and a failed query lists what is there")
  func descriptionAndFailedQuery() throws {
    let host = ViewHost(Nest(remaining: depth, log: Log()))
    #expect(try host.find(DeepCounter.self).render().hasPrefix("DeepCounter"))
    // Each level is a `Nest`, its condition, a padding and two appearance modifiers.
    #expect(host.description == "ViewHost(Nest, \(5 * depth + 6) nodes)")
    #expect(throws: ViewHostError("No view with text \"missing\" found. Texts: \"unset 0\".")) {
      try host.find(text: "missing")
    }
  }
}
