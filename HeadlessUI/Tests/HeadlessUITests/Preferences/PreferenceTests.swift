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

/// Sets the key to its default value.
private struct DefaultNames: View {
  let log: Log
  var body: some View {
    Text("empty")
      .preference(key: NamesKey.self, value: [])
      .onPreferenceChange(NamesKey.self) { [log] names in log.add("names \(names)") }
  }
}

private struct OptionalKey: PreferenceKey {
  static func reduce(value: inout String?, nextValue: () -> String?) {
    value = value ?? nextValue()
  }
}

@MainActor @Suite struct PreferenceTests {
  // OpenSwiftUI, `Sources/OpenSwiftUICore/Data/Preference/PreferenceActionModifier.swift`
  // (audited for SwiftUI 6.5.4): the binder calls the action when it has no last value yet
  // (`lastValue == nil && _SemanticFeature_v6_1.isEnabled`), so from SwiftUI 6.1 the first value
  // is reported; HeadlessUI models 6.1 and later.
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

  // Same source: the first value is reported even when it equals the key's default value.
  @Test func theFirstValueIsReportedEvenWhenItEqualsTheDefaultValue() {
    let log = Log()
    _ = ViewHost(DefaultNames(log: log))
    #expect(log.entries == ["names []"])
  }

  // Same source: the binder exists only when the subtree outputs the key; with no view setting
  // it, nothing is reported.
  @Test func aSubtreeThatSetsNoValueReportsNothingInitially() {
    let log = Log()
    _ = ViewHost(NoPreferences(log: log))
    #expect(log.entries.isEmpty)
  }

  @Test func optionalValuesDefaultToNil() {
    #expect(OptionalKey.defaultValue == nil)
  }
}
