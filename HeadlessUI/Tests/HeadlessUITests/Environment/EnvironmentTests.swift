import HeadlessUI
import Testing

private struct DepthKey: EnvironmentKey {
  static let defaultValue = 0
}

extension EnvironmentValues {
  fileprivate var depth: Int {
    get { self[DepthKey.self] }
    set { self[DepthKey.self] = newValue }
  }
}

/// How many times a view read `countedDepth`.
@MainActor private var depthReads = 0

extension EnvironmentValues {
  /// `depth`, counting its reads.
  fileprivate var countedDepth: Int {
    MainActor.assumeIsolated { depthReads += 1 }
    return self[DepthKey.self]
  }
}

/// Reads `countedDepth`, and re-evaluates at each tap of its own button.
private struct CountingReader: View {
  @Environment(\.countedDepth) private var depth
  @State private var taps = 0

  var body: some View {
    VStack {
      Text("depth \(depth), taps \(taps)")
      Button("Tap") { taps += 1 }
    }
  }
}

/// A `CountingReader` under a depth its button changes.
private struct DepthWriter: View {
  @State private var depth = 1

  var body: some View {
    VStack {
      Button("Deeper") { depth += 1 }
      CountingReader().environment(\.depth, depth)
    }
  }
}

private struct Reader: View {
  let name: String
  @Environment(\.testLabel) private var label
  @Environment(\.depth) private var depth

  var body: some View {
    Text("\(name): \(label) \(depth)")
  }
}

private struct Scoped: View {
  var body: some View {
    VStack {
      Reader(name: "outside")
      VStack {
        Reader(name: "inside")
        Reader(name: "nearest").environment(\.testLabel, "inner")
        Reader(name: "deeper").transformEnvironment(\.depth) { $0 += 10 }
      }
      .environment(\.testLabel, "outer")
      .transformEnvironment(\.depth) { $0 += 1 }
      Reader(name: "after")
    }
  }
}

private struct Switchable: View {
  @State private var label = "one"

  var body: some View {
    VStack {
      Reader(name: "reader")
      Button("Switch") { label = "two" }
    }
    .environment(\.testLabel, label)
  }
}

@MainActor @Suite struct EnvironmentTests {
  @Test func environmentAppliesToTheModifiedSubtreeOnly() {
    let host = ViewHost(Scoped())
    #expect(host.root.texts == [
      "outside: default 0", "inside: outer 1", "nearest: inner 1", "deeper: outer 11", "after: default 0",
    ])
  }

  @Test func theHostsEnvironmentIsTheRootsEnvironment() {
    var environment = EnvironmentValues()
    environment.testLabel = "host"
    let host = ViewHost(Reader(name: "root"), environment: environment)
    #expect(host.root.texts == ["root: host 0"])
    #expect(host.root.environment.testLabel == "host")
  }

  @Test func readersSeeANewValueWhenTheWriterChangesIt() throws {
    let host = ViewHost(Switchable())
    try host.button("Switch").tap()
    _ = try host.find(text: "reader: two 0")
  }

  /// WWDC21 "Demystify SwiftUI" (dependencies): an `@Environment` property is an input of its
  /// view that changes with the environment; a view re-evaluated for its own state keeps the
  /// environment it had, and its property the value it read (HeadlessUI/DEVICE-QUESTIONS.md asks
  /// whether SwiftUI also skips a computed property's getter).
  @Test("An @Environment property is read again only when its view's environment changed")
  func environmentPropertyIsReadAgainOnlyWhenTheEnvironmentChanged() throws {
    let host = ViewHost(DepthWriter())
    _ = try host.find(text: "depth 1, taps 0")
    depthReads = 0
    try host.button("Tap").tap()
    _ = try host.find(text: "depth 1, taps 1")
    #expect(depthReads == 0)
    try host.button("Deeper").tap()
    _ = try host.find(text: "depth 2, taps 1")
    #expect(depthReads >= 1)
  }

  @Test func environmentValuesDescribeWrittenKeys() {
    var environment = EnvironmentValues()
    #expect(environment.description == "[]")
    environment.depth = 2
    #expect(environment.description == "[DepthKey = 2]")
  }
}
