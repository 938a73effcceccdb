import HeadlessUI
import Testing

private struct Watcher: View {
  let log: Log
  @State private var value = 0

  var body: some View {
    VStack {
      Text("\(value)")
        .onChange(of: value) { old, new in log.add("two \(old)->\(new)") }
        .onChange(of: value, initial: true) { old, new in log.add("initial \(old)->\(new)") }
        .onChange(of: value) { log.add("zero") }
        .onChange(of: value) { new in log.add("deprecated \(new)") }
      Button("Increment") { value += 1 }
      Button("Same") { value += 0 }
    }
  }
}

@MainActor @Suite struct OnChangeModifierTests {
  @Test func onlyInitialTrueRunsWhenTheViewAppears() {
    let log = Log()
    _ = ViewHost(Watcher(log: log))
    #expect(log.entries == ["initial 0->0"])
  }

  @Test func everyFormRunsWithOldAndNewValuesOnAChange() throws {
    let log = Log()
    let host = ViewHost(Watcher(log: log))
    log.clear()
    try host.button("Increment").tap()
    // Tree order: the outermost modifier (written last) is met first.
    #expect(log.entries == ["deprecated 1", "zero", "initial 0->1", "two 0->1"])
  }

  @Test func nothingRunsWhenTheValueIsEqual() throws {
    let log = Log()
    let host = ViewHost(Watcher(log: log))
    log.clear()
    try host.button("Same").tap()
    #expect(log.entries.isEmpty)
  }
}
