import HeadlessUI
import Testing

private struct Child: View {
  let name: String
  let log: Log

  var body: some View {
    Text(name)
      .onAppear { log.add("appear \(name)") }
      .onDisappear { log.add("disappear \(name)") }
  }
}

private struct Parent: View {
  let log: Log
  @State private var showGroup = true

  var body: some View {
    VStack {
      if showGroup {
        VStack {
          Child(name: "a", log: log)
          Child(name: "b", log: log)
        }
        .onAppear { log.add("appear group") }
        .onDisappear { log.add("disappear group") }
      } else {
        Child(name: "c", log: log)
      }
      Button("Toggle") { showGroup.toggle() }
    }
    .onAppear { log.add("appear root") }
  }
}

@MainActor @Suite struct AppearanceTests {
  @Test func onAppearRunsOnInsertionParentsBeforeChildren() {
    let log = Log()
    let host = ViewHost(Parent(log: log))
    #expect(log.entries == ["appear root", "appear group", "appear a", "appear b"])
    withExtendedLifetime(host) {}
  }

  @Test func onDisappearRunsOnRemovalChildrenFirstThenInsertedViewsAppear() throws {
    let log = Log()
    let host = ViewHost(Parent(log: log))
    log.clear()
    try host.button("Toggle").tap()
    #expect(log.entries == ["disappear a", "disappear b", "disappear group", "appear c"])
  }

  @Test func onAppearDoesNotRunAgainOnUpdates() throws {
    let log = Log()
    let host = ViewHost(Parent(log: log))
    try host.button("Toggle").tap()
    log.clear()
    try host.update()
    #expect(log.entries.isEmpty)
  }
}
