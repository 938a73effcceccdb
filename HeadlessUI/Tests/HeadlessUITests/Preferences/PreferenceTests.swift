import HeadlessUI
import Testing

private struct NamesKey: PreferenceKey {
  static let defaultValue: [String] = []
  static func reduce(value: inout [String], nextValue: () -> [String]) {
    value += nextValue()
  }
}

private struct Named: View {
  let name: String
  var body: some View {
    Text(name).preference(key: NamesKey.self, value: [name])
  }
}

private struct Tree: View {
  let log: Log
  @State private var showExtra = false
  @State private var unrelated = 0

  var body: some View {
    VStack {
      Named(name: "a")
      Group {
        Named(name: "b")
        if showExtra { Named(name: "extra") }
        Named(name: "c")
      }
      VStack {
        Named(name: "hidden")
      }
      .preference(key: NamesKey.self, value: ["replaced"])
      Text("plain").transformPreference(NamesKey.self) { $0.append("transformed") }
      Button("Extra") { showExtra.toggle() }
      Button("Unrelated") { unrelated += 1 }
    }
    .onPreferenceChange(NamesKey.self) { [log] names in log.add(names.joined(separator: ",")) }
  }
}

private struct NoPreferences: View {
  let log: Log
  var body: some View {
    Text("nothing").onPreferenceChange(NamesKey.self) { [log] names in log.add("\(names)") }
  }
}

private struct OptionalKey: PreferenceKey {
  static func reduce(value: inout String?, nextValue: () -> String?) {
    value = value ?? nextValue()
  }
}

@MainActor @Suite struct PreferenceTests {
  @Test func preferencesAreReducedInTreeOrderAndReportedInitially() {
    let log = Log()
    _ = ViewHost(Tree(log: log))
    #expect(log.entries == ["a,b,c,replaced,transformed"])
  }

  @Test func onPreferenceChangeRunsWhenTheReducedValueChanges() throws {
    let log = Log()
    let host = ViewHost(Tree(log: log))
    log.clear()
    try host.button("Extra").tap()
    #expect(log.entries == ["a,b,extra,c,replaced,transformed"])
    try host.button("Extra").tap()
    #expect(log.entries == ["a,b,extra,c,replaced,transformed", "a,b,c,replaced,transformed"])
  }

  @Test func onPreferenceChangeDoesNotRunWhenTheValueIsUnchanged() throws {
    let log = Log()
    let host = ViewHost(Tree(log: log))
    log.clear()
    try host.button("Unrelated").tap()
    #expect(log.entries.isEmpty)
  }

  @Test func aDefaultValueIsNotReportedInitially() {
    let log = Log()
    _ = ViewHost(NoPreferences(log: log))
    #expect(log.entries.isEmpty)
  }

  @Test func optionalValuesDefaultToNil() {
    #expect(OptionalKey.defaultValue == nil)
  }
}
