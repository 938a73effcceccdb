import HeadlessUI
import Testing

private struct DepthKey: EnvironmentKey {
  static let defaultValue = 0
}

private struct LabelKey: EnvironmentKey {
  static let defaultValue = "default"
}

extension EnvironmentValues {
  fileprivate var depth: Int {
    get { self[DepthKey.self] }
    set { self[DepthKey.self] = newValue }
  }

  fileprivate var label: String {
    get { self[LabelKey.self] }
    set { self[LabelKey.self] = newValue }
  }
}

private struct Reader: View {
  let name: String
  @Environment(\.label) private var label
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
        Reader(name: "nearest").environment(\.label, "inner")
        Reader(name: "deeper").transformEnvironment(\.depth) { $0 += 10 }
      }
      .environment(\.label, "outer")
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
    .environment(\.label, label)
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
    environment.label = "host"
    let host = ViewHost(Reader(name: "root"), environment: environment)
    #expect(host.root.texts == ["root: host 0"])
    #expect(host.root.environment.label == "host")
  }

  @Test func readersSeeANewValueWhenTheWriterChangesIt() throws {
    let host = ViewHost(Switchable())
    try host.button("Switch").tap()
    _ = try host.find(text: "reader: two 0")
  }

  @Test func environmentValuesDescribeWrittenKeys() {
    var environment = EnvironmentValues()
    #expect(environment.description == "[]")
    environment.depth = 2
    #expect(environment.description == "[DepthKey = 2]")
  }
}
