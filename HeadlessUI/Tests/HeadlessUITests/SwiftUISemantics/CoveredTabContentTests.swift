import HeadlessUI
import Testing

// Tabs written with iOS 18's `Tab` (HeadlessUI/Design.md, "Lifecycle of covered screens"): a `Tab`
// follows the lifecycle of a tab made of a view, `tabItem` and `tag`.
//
// Sources:
// - Tab (https://developer.apple.com/documentation/swiftui/tab): "The content for a tab and the
//   tab's associated tab item in a tab view"; `init(_:systemImage:value:content:)`: the tab view
//   presents the tab "when the tab view's selection matches the tab's value".
// - TabView (https://developer.apple.com/documentation/swiftui/tabview) and
//   TabContentBuilder (https://developer.apple.com/documentation/swiftui/tabcontentbuilder):
//   tabs built with `if`/`else` (`buildIf`, `buildEither`).
// - swiftyplace, "SwiftUI View Lifecycle: When onAppear Actually fires"
//   (https://www.swiftyplace.com/blog/swiftui-view-lifecycle-onappear), a public report: since
//   iOS 18 a tab is loaded when it is first selected; a tab switched away from disappears and
//   keeps its state.
// - Ole Begemann, "Understanding SwiftUI view lifecycles" (https://oleb.net/2022/swiftui-view-lifecycle/),
//   a well-known public report: switching tabs makes the old tab disappear and the new one appear.

private enum ShopTab: Hashable { case catalog, cart, account }

private struct Shop: View {
  let log: Log
  @State private var tab = ShopTab.catalog
  var showsAccount = true

  var body: some View {
    TabView(selection: $tab) {
      Tab("Catalog", systemImage: "square.grid.2x2", value: ShopTab.catalog) {
        VStack {
          LoggedCounter(name: "catalog", log: log)
          Button("Go to cart") { tab = .cart }
        }
      }
      Tab("Cart", systemImage: "cart", value: ShopTab.cart) { LoggedCounter(name: "cart", log: log) }
      if showsAccount {
        Tab(value: ShopTab.account) { LoggedCounter(name: "account", log: log) } label: { Text("Account") }
      }
    }
  }
}

/// Tab content of an app's own, composing tabs in its body.
private struct ShopTabs: TabContent {
  let log: Log
  var body: some TabContent<ShopTab> {
    Tab("Catalog", systemImage: "square.grid.2x2", value: ShopTab.catalog) { LoggedCounter(name: "catalog", log: log) }
    Tab("Cart", systemImage: "cart", value: ShopTab.cart) { LoggedCounter(name: "cart", log: log) }
  }
}

extension SwiftUISemantics.CoveredScreens {
  // Tab: a tab's title is its label; TabView: the tab whose value the selection holds is shown.
  @Test("Tabs are titled by their labels and tagged with their values; the selection's tab is shown")
  func tabsAreTitledAndTaggedByTheirValues() throws {
    let host = ViewHost(Shop(log: Log()))
    let tabs = try host.tabView()
    #expect(tabs.titles == ["Catalog", "Cart", "Account"])
    #expect(tabs.tags == [AnyHashable(ShopTab.catalog), AnyHashable(ShopTab.cart), AnyHashable(ShopTab.account)])
    #expect(tabs.selectedTitle == "Catalog")
  }

  // swiftyplace (iOS 18): only the selected tab is loaded at launch.
  @Test("At launch only the selected Tab is loaded: the others are not evaluated and do not appear")
  func onlyTheSelectedTabOfTabsLoadsAtLaunch() async throws {
    let log = Log()
    let host = ViewHost(Shop(log: log))
    #expect(log.entries == ["catalog appear"])
    try await awaitAndClear(log, "catalog task")
    #expect(host.bodyEvaluationCount(of: LoggedCounter.self) == 1)
    #expect(throws: ViewHostError(#"The tab "Cart" was never selected, so it is not loaded: SwiftUI loads a tab when it is first selected. Select it first."#)) {
      try host.tabView().content(ofTab: "Cart")
    }
  }

  // swiftyplace, Begemann: a Tab loads on its first selection and appears; the old one disappears
  // (its task cancelled) and keeps its state.
  @Test("Selecting a Tab loads it, it appears, the old tab disappears and keeps its state")
  func selectingATabOfTabsSwitchesAppearance() async throws {
    let log = Log()
    let host = ViewHost(Shop(log: log))
    try await awaitAndClear(log, "catalog task")
    try host.button("catalog 0").tap()
    try host.tabView().select("Cart")
    #expect(log.entries == ["cart appear", "catalog disappear", "catalog task cancelled"])
    #expect(try host.tabView().selectedTitle == "Cart")
    #expect(throws: ViewHostError.self) { try host.button("catalog 1") }
    #expect(try host.tabView().content(ofTab: "Catalog").find(text: "catalog 1").isMounted)
    try await awaitAndClear(log, "cart task")
    try host.tabView().select("Catalog")
    #expect(log.entries == ["catalog appear", "cart disappear", "cart task cancelled"])
    #expect(try host.button("catalog 1").isMounted)
  }

  // Tab (init(_:systemImage:value:content:)): the selection binding picks the tab by its value.
  @Test("Setting the selection binding to a Tab's value shows that tab")
  func theSelectionBindingPicksTheTabByValue() async throws {
    let log = Log()
    let host = ViewHost(Shop(log: log))
    try await awaitAndClear(log, "catalog task")
    try host.button("Go to cart").tap()
    #expect(try host.tabView().selectedTitle == "Cart")
    #expect(log.entries == ["cart appear", "catalog disappear", "catalog task cancelled"])
  }

  // TabContentBuilder: `if` builds optional tab content; a tab whose condition is false is not
  // a tab of the tab view.
  @Test("A Tab inside an if is a tab only while its condition holds")
  func aConditionalTabIsATabOnlyWhileItsConditionHolds() throws {
    let host = ViewHost(Shop(log: Log(), showsAccount: false))
    #expect(try host.tabView().titles == ["Catalog", "Cart"])
  }

  // Tab (init(_:systemImage:content:)) and TabView(content:): tabs without values are selected by
  // position, the first at first.
  @Test("Tabs without values are selected by position, the first at first")
  func tabsWithoutValuesAreSelectedByPosition() throws {
    let host = ViewHost(TabView {
      Tab("Home", systemImage: "house") { Text("Home screen") }
      Tab("Settings", systemImage: "gear") { Text("Settings screen") }
    })
    let tabs = try host.tabView()
    #expect(tabs.tags == [AnyHashable(0), AnyHashable(1)])
    #expect(try host.find(text: "Home screen").isMounted)
    try tabs.select("Settings")
    #expect(tabs.selectedIndex == 1)
    #expect(try host.find(text: "Settings screen").isMounted)
    #expect(throws: ViewHostError.self) { try host.find(text: "Home screen") }
  }

  // TabContent (https://developer.apple.com/documentation/swiftui/tabcontent): a type of the
  // app's own provides tabs through its body.
  @Test("Tab content of an app's own contributes the tabs of its body")
  func customTabContentContributesItsTabs() async throws {
    let log = Log()
    struct Root: View {
      let log: Log
      @State var tab = ShopTab.cart
      var body: some View { TabView(selection: $tab) { ShopTabs(log: log) } }
    }
    let host = ViewHost(Root(log: log))
    #expect(try host.tabView().titles == ["Catalog", "Cart"])
    #expect(log.entries == ["cart appear"])
    try await awaitAndClear(log, "cart task")
  }
}

extension SwiftUISemantics.CoveredScreens {
  // TabContent.badge(_:) (https://developer.apple.com/documentation/swiftui/tabcontent/badge(_:)):
  // "The number provided will appear as a numerical indicator on the given tab"; zero hides it.
  @Test("A Tab's badge is recorded on the tab, which keeps its title, value and lifecycle")
  func aTabsBadgeIsRecordedOnTheTab() throws {
    struct Root: View {
      @State var tab = ShopTab.catalog
      var cartCount: Int
      var body: some View {
        TabView(selection: $tab) {
          Tab("Catalog", systemImage: "square.grid.2x2", value: ShopTab.catalog) { Text("Products") }
          Tab("Cart", systemImage: "cart", value: ShopTab.cart) { Text("Items") }
            .badge(cartCount)
        }
      }
    }
    let host = ViewHost(Root(cartCount: 3))
    let tabs = try host.tabView()
    #expect(tabs.titles == ["Catalog", "Cart"])
    #expect(tabs.tags == [AnyHashable(ShopTab.catalog), AnyHashable(ShopTab.cart)])
    try tabs.select("Cart")
    #expect(tabs.selectedContent?.attribute("badge") == "3")
    #expect(try host.find(text: "Items").isMounted)
    #expect(try ViewHost(Root(cartCount: 0)).tabView().content(ofTab: "Catalog").attribute("badge") == nil)
  }
}
