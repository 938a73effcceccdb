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

  @Test func environmentValuesDescribeWrittenKeys() {
    var environment = EnvironmentValues()
    #expect(environment.description == "[]")
    environment.depth = 2
    #expect(environment.description == "[DepthKey = 2]")
  }
}
