import HeadlessUI
import Testing

// Tabs of a TabView (HeadlessUI/Design.md, "Lifecycle of covered screens").
//
// Sources:
// - TabView (https://developer.apple.com/documentation/swiftui/tabview): tabs are the views of its
//   content, identified by `tag(_:)`, selected through the `selection` binding.
// - swiftyplace, "SwiftUI View Lifecycle: When onAppear Actually fires"
//   (https://www.swiftyplace.com/blog/swiftui-view-lifecycle-onappear), a public report: since
//   iOS 18 a tab is loaded when it is first selected (iOS 17 ran the second tab's onAppear at
//   launch; HeadlessUI models the newest); a tab switched away from disappears and keeps its state.
// - Ole Begemann, "Understanding SwiftUI view lifecycles" (https://oleb.net/2022/swiftui-view-lifecycle/),
//   a well-known public report: switching tabs makes the old tab disappear and the new one appear;
//   both keep their state.
// - task(priority:_:) (https://developer.apple.com/documentation/swiftui/view/task(priority:_:)):
//   the task is cancelled after its view disappears.
//
// The order of one switch (the selected tab appears, then the old one disappears) is not settled
// by these sources (HeadlessUI/DEVICE-QUESTIONS.md, "Lifecycle of covered screens").

private enum Section: Hashable { case feed, cart, profile }

private struct Shop: View {
  let log: Log
  @State private var section = Section.feed

  var body: some View {
    TabView(selection: $section) {
      VStack {
        LoggedCounter(name: "feed", log: log)
        Button("Go to cart") { section = .cart }
      }
      .tabItem { Label("Feed", systemImage: "list.bullet") }
      .tag(Section.feed)
      LoggedCounter(name: "cart", log: log)
        .tabItem { Label("Cart", systemImage: "cart") }
        .tag(Section.cart)
      LoggedCounter(name: "profile", log: log)
        .tabItem { Label("Profile", systemImage: "person") }
        .tag(Section.profile)
    }
  }
}

extension SwiftUISemantics.CoveredScreens {
  // swiftyplace (iOS 18): only the selected tab is loaded at launch; the others' bodies are not
  // evaluated, their onAppear does not run and their tasks do not start.
  @Test("At launch only the selected tab is loaded: the others are not evaluated and do not appear")
  func onlyTheSelectedTabLoadsAtLaunch() async throws {
    let log = Log()
    let host = ViewHost(Shop(log: log))
    #expect(log.entries == ["feed appear"])
    try await awaitAndClear(log, "feed task")
    #expect(host.bodyEvaluationCount(of: LoggedCounter.self) == 1)
    let tabs = try host.tabView()
    #expect(tabs.titles == ["Feed", "Cart", "Profile"])
    #expect(tabs.tags == [AnyHashable(Section.feed), AnyHashable(Section.cart), AnyHashable(Section.profile)])
  }

  // swiftyplace: a tab loads when it is first selected; Begemann: the new tab appears and the
  // old one disappears (its task is cancelled after it disappeared).
  @Test("Selecting a tab loads it on first selection; it appears, then the old tab disappears")
  func selectingATabSwitchesAppearance() async throws {
    let log = Log()
    let host = ViewHost(Shop(log: log))
    try await awaitAndClear(log, "feed task")
    try host.tabView().select("Cart")
    #expect(log.entries == ["cart appear", "feed disappear", "feed task cancelled"])
    #expect(host.bodyEvaluationCount(of: LoggedCounter.self) == 2)
    try await awaitAndClear(log, "cart task")
    try host.tabView().select("Feed")
    #expect(log.entries == ["feed appear", "cart disappear", "cart task cancelled"])
    try await awaitAndClear(log, "feed task")
  }

  // Begemann, swiftyplace: a tab that is not selected keeps its state (its node stays alive).
  @Test("Both tabs keep their state across switches")
  func tabsKeepTheirState() throws {
    let log = Log()
    let host = ViewHost(Shop(log: log))
    try host.button("feed 0").tap()
    try host.tabView().select("Cart")
    try host.button("cart 0").tap()
    try host.tabView().select("Feed")
    #expect(try host.button("feed 1").isOnScreen)
    try host.tabView().select("Cart")
    #expect(try host.button("cart 1").isOnScreen)
  }

  // TabView docs: the selection binding drives the tab view; setting it from code switches tabs
  // as a tap on the tab bar does.
  @Test("Setting the bound selection from the app switches tabs")
  func theBoundSelectionSwitchesTabs() throws {
    let log = Log()
    let host = ViewHost(Shop(log: log))
    log.clear()
    try host.button("Go to cart").tap()
    #expect(try host.tabView().selectedTitle == "Cart")
    #expect(log.entries == ["cart appear", "feed disappear"])
  }

  // TabView docs: untagged tabs are selected by position; the lazy loading is the same.
  @Test("Untagged tabs (index selection) load on first selection too")
  func untaggedTabsLoadLazily() throws {
    let log = Log()
    let host = ViewHost(TabView {
      LoggedCounter(name: "one", log: log).tabItem { Text("One") }
      LoggedCounter(name: "two", log: log).tabItem { Text("Two") }
    })
    #expect(log.entries == ["one appear"])
    log.clear()
    try host.tabView().select("Two")
    #expect(log.entries == ["two appear", "one disappear"])
    #expect(try host.tabView().selectedIndex == 1)
  }

  // Host queries search what is on screen only; a deselected, loaded tab is read explicitly.
  @Test("content(ofTab:) reads a loaded tab that is not selected; host queries do not see it")
  func readingADeselectedTab() throws {
    let log = Log()
    let host = ViewHost(Shop(log: log))
    try host.button("feed 0").tap()
    try host.tabView().select("Cart")
    #expect(host.root.findAllButtons("feed 1").isEmpty)
    let feed = try host.tabView().content(ofTab: "Feed")
    let button = try feed.button("feed 1")
    #expect(button.isMounted)
    #expect(!button.isOnScreen)
    #expect(try host.tabView().selectedTitle == "Cart")
  }

  // swiftyplace: a tab never selected is not loaded, so there is nothing to read; reading it
  // must not load it (that would run its onAppear and tasks).
  @Test("content(ofTab:) on a tab never selected throws rather than loading it")
  func readingATabNeverSelected() throws {
    let log = Log()
    let host = ViewHost(Shop(log: log))
    log.clear()
    #expect(throws: ViewHostError(#"The tab "Profile" was never selected, so it is not loaded: SwiftUI loads a tab when it is first selected. Select it first."#)) {
      try host.tabView().content(ofTab: "Profile")
    }
    #expect(throws: ViewHostError(#"The TabView has no tab titled "Orders". Tabs: "Feed", "Cart", "Profile"."#)) {
      try host.tabView().content(ofTab: "Orders")
    }
    #expect(log.entries == [])
    #expect(host.bodyEvaluationCount(of: LoggedCounter.self) == 1)
  }
}

extension SwiftUISemantics.CoveredScreens {
  // TabView docs: the tabs are the views of its content, `ForEach` rows included; each row is a
  // tab, loaded on first selection (swiftyplace, iOS 18).
  @Test("Tabs made by a ForEach are loaded on first selection too")
  func forEachTabsLoadLazily() throws {
    let log = Log()
    let host = ViewHost(TabView {
      ForEach(["a", "b", "c"], id: \.self) { name in
        LoggedCounter(name: name, log: log).tabItem { Text(name.uppercased()) }.tag(name)
      }
    })
    #expect(try host.tabView().titles == ["A", "B", "C"])
    #expect(log.entries == ["a appear"])
    log.clear()
    try host.tabView().select("C")
    #expect(log.entries == ["c appear", "a disappear"])
    #expect(host.bodyEvaluationCount(of: LoggedCounter.self) == 2)
  }

  // Begemann: a tab that is not selected is not on screen, and neither is what it contains: a
  // tab view inside it keeps its own selection, hidden with it.
  @Test("A tab view inside a tab: hiding the outer tab hides the inner selected tab only")
  func nestedTabViews() throws {
    let log = Log()
    let host = ViewHost(TabView {
      TabView {
        LoggedCounter(name: "inner one", log: log).tabItem { Text("Inner one") }
        LoggedCounter(name: "inner two", log: log).tabItem { Text("Inner two") }
      }
      .tabItem { Text("Outer one") }
      LoggedCounter(name: "outer two", log: log).tabItem { Text("Outer two") }
    })
    #expect(log.entries == ["inner one appear"])
    log.clear()
    try host.tabView().select("Outer two")
    #expect(log.entries == ["outer two appear", "inner one disappear"])
    log.clear()
    try host.tabView().select("Outer one")
    #expect(log.entries == ["inner one appear", "outer two disappear"])
  }
}

// MARK: - Presentations

extension SwiftUISemantics.CoveredScreens {
  private struct Presenter: View {
    let log: Log
    @State private var sheet = false
    @State private var cover = false
    @State private var popover = false

    var body: some View {
      VStack {
        Button("Sheet") { sheet = true }
        Button("Cover") { cover = true }
        Button("Popover") { popover = true }
      }
      .lifecycle("presenter", log)
      .sheet(isPresented: $sheet) { Text("In sheet").lifecycle("sheet", log) }
      .fullScreenCover(isPresented: $cover) { Text("In cover").lifecycle("cover", log) }
      .popover(isPresented: $popover) { Text("In popover").lifecycle("popover", log) }
    }
  }

  // Begemann: presenting a sheet does not make the presenter disappear (it stays in the window
  // below the sheet); dismissing removes the sheet's content (onDisappear, task cancelled).
  @Test(
    "Presenting a sheet, full-screen cover or popover does not make the presenter disappear; dismissing removes the content",
    arguments: ["Sheet", "Cover", "Popover"]
  )
  func presentingKeepsThePresenterOnScreen(_ button: String) async throws {
    let log = Log()
    let host = ViewHost(Presenter(log: log))
    try await awaitAndClear(log, "presenter task")
    try host.button(button).tap()
    let name = button.lowercased()
    #expect(log.entries == ["\(name) appear"])
    try await awaitAndClear(log, "\(name) task")
    let presented = switch button {
    case "Sheet": host.sheet
    case "Cover": host.fullScreenCover
    default: host.popover
    }
    try #require(presented).dismiss()
    #expect(log.entries == ["\(name) disappear", "\(name) task cancelled"])
    #expect(try host.button("Sheet").isOnScreen)
  }
}
