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

/// A root screen whose `onChange(of:initial: true)` logs, with a screen to push.
private struct WatchedStack: View {
  let log: Log
  @State private var value = 0

  var body: some View {
    NavigationStack {
      VStack {
        Button("Increment") { value += 1 }
        NavigationLink("Next") { Text("Pushed") }
      }
      .onChange(of: value, initial: true) { old, new in log.add("initial \(old)->\(new)") }
    }
  }
}

/// Two tabs; the first one's `onChange(of:initial: true)` logs.
private struct WatchedTabs: View {
  let log: Log

  var body: some View {
    TabView {
      Text("First")
        .onChange(of: 7, initial: true) { log.add("first initial") }
        .tabItem { Text("One") }
      Text("Second").tabItem { Text("Two") }
    }
  }
}

@MainActor @Suite struct OnChangeModifierTests {
  // OpenSwiftUI, `Sources/OpenSwiftUICore/Modifier/ViewModifier/ValueActionModifier.swift`
  // (audited for SwiftUI 6.5.4): `onChange(of:initial:_:)` is the value action modifier followed
  // by `_AppearanceActionModifier(appear: { action(value, value) })` when `initial` is true, so
  // its initial call is an appear action and repeats each time the view appears again, with the
  // value current then.
  @Test func theInitialCallRepeatsWhenAPopShowsTheViewAgainWithTheCurrentValue() throws {
    let log = Log()
    let host = ViewHost(WatchedStack(log: log))
    #expect(log.entries == ["initial 0->0"])
    try host.button("Increment").tap()
    try host.button("Next").tap()
    #expect(log.entries == ["initial 0->0", "initial 0->1"])
    try host.navigationStack().pop()
    #expect(log.entries == ["initial 0->0", "initial 0->1", "initial 1->1"])
  }

  // Same source: a tab switched away from disappears; selecting it again makes it appear.
  @Test func theInitialCallRepeatsWhenATabIsSelectedAgain() throws {
    let log = Log()
    let host = ViewHost(WatchedTabs(log: log))
    let tabs = try host.tabView()
    try tabs.select("Two")
    #expect(log.entries == ["first initial"])
    try tabs.select("One")
    #expect(log.entries == ["first initial", "first initial"])
  }

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
