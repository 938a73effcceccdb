import HeadlessUI
import Testing

private enum Tab: Hashable { case feed, settings }

private struct Counter: View {
  let name: String
  @State private var count = 0
  var body: some View { Button("\(name) \(count)") { count += 1 } }
}

private struct App: View {
  @State private var tab = Tab.feed
  var body: some View {
    TabView(selection: $tab) {
      Counter(name: "feed")
        .tabItem { Label("Feed", systemImage: "list.bullet") }
        .tag(Tab.feed)
      Counter(name: "settings")
        .tabItem { Label("Settings", systemImage: "gear") }
        .tag(Tab.settings)
    }
  }
}

@MainActor @Suite struct TabViewTests {
  @Test func theTabsAreTheTopLevelViewsTitledByTheirTabItems() throws {
    let tabs = try ViewHost(App()).tabView()
    #expect(tabs.titles == ["Feed", "Settings"])
    #expect(tabs.tags == [AnyHashable(Tab.feed), AnyHashable(Tab.settings)])
    #expect(tabs.selectedTitle == "Feed")
  }

  @Test func selectingATabSetsTheSelectionAndOnlyItIsOnScreen() throws {
    let host = ViewHost(App())
    try host.button("feed 0").tap()
    try host.tabView().select("Settings")
    #expect(try host.tabView().selectedTitle == "Settings")
    #expect(throws: ViewHostError(#"No button titled "feed 1" found. Buttons: "settings 0"."#)) {
      try host.button("feed 1")
    }
  }

  @Test func tabsKeepTheirStateWhileAnotherIsSelected() throws {
    let host = ViewHost(App())
    try host.button("feed 0").tap()
    try host.tabView().select("Settings")
    try host.tabView().select("Feed")
    #expect(try host.button("feed 1").isMounted)
  }

  @Test func untaggedTabsWithoutASelectionAreSelectedByPosition() throws {
    let host = ViewHost(TabView {
      Text("One").tabItem { Text("First") }
      Text("Two").tabItem { Text("Second") }
    })
    let tabs = try host.tabView()
    #expect(tabs.selectedIndex == 0)
    try tabs.select("Second")
    #expect(tabs.selectedIndex == 1)
    #expect(try host.find(text: "Two").isMounted)
  }

  /// TabView docs: a tab is labelled by its `tabItem` and identified by its `tag`, wherever they
  /// are in its modifiers (here before a custom view modifier).
  @Test func aTabsLabelAndTagAreFoundThroughACustomModifier() throws {
    struct Card: ViewModifier {
      func body(content: Content) -> some View { content.padding() }
    }
    let host = ViewHost(TabView(selection: .constant(Tab.settings)) {
      Text("One").tabItem { Text("First") }.tag(Tab.feed).modifier(Card())
      Text("Two").tabItem { Text("Second") }.tag(Tab.settings).modifier(Card())
    })
    let tabs = try host.tabView()
    #expect(tabs.titles == ["First", "Second"])
    #expect(tabs.tags == [AnyHashable(Tab.feed), AnyHashable(Tab.settings)])
    #expect(try host.find(text: "Two").isOnScreen)
  }

  @Test func selectingAMissingTabListsTheTabs() throws {
    #expect(throws: ViewHostError(#"The TabView has no tab titled "Profile". Tabs: "Feed", "Settings"."#)) {
      try ViewHost(App()).tabView().select("Profile")
    }
  }
}
