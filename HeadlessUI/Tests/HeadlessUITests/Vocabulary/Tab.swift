// `Tab` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

private enum TabUsageTab: Hashable { case catalog, cart, search }

/// `Tab` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below selects a tab on HeadlessUI.
@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
private struct TabUsage: View {
  @State private var tab = TabUsageTab.catalog
  var cartCount = 2

  var body: some View {
    TabView(selection: $tab) {
      Tab("Catalog", systemImage: "square.grid.2x2", value: TabUsageTab.catalog) {
        Text("All products")
      }
      Tab("Cart", systemImage: "cart", value: TabUsageTab.cart) {
        Text("\(cartCount) items")
      }
      .badge(cartCount)
      if cartCount > 0 {
        Tab(value: TabUsageTab.search) {
          Text("Find a product")
        } label: {
          Text("Search")
        }
      }
    }
  }
}

/// Tabs without selection values.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
private struct PlainTabUsage: View {
  var body: some View {
    TabView {
      Tab("Home", systemImage: "house") { Text("Home screen") }
      Tab("Settings", systemImage: "gear") { Text("Settings screen") }
    }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func tabCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(TabUsage())
    let tabs = try host.tabView()
    #expect(tabs.titles == ["Catalog", "Cart", "Search"])
    try tabs.select("Cart")
    #expect(try host.find(text: "2 items").isMounted)
    #expect(tabs.selectedContent?.attribute("badge") == "2")
    #expect(try ViewHost(PlainTabUsage()).tabView().selectedTitle == "Home")
  }
#endif
