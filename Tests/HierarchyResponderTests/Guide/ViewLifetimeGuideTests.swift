// The articles' navigation and tab examples (ViewLifetimeSnippets), hosted: work and published
// events go where the articles say. HeadlessUI hosts them: the tests run where the layer is built
// on it (Linux, or `HIERARCHY_RESPONDER_HEADLESS=1 swift test` on a Mac).
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Testing

  @MainActor
  @Suite("Articles: when async work is cancelled, who receives a published event")
  struct ViewLifetimeGuideTests {
    typealias Snippets = ViewLifetimeSnippets

    @Test("A payment started on the form finishes while the order detail covers it")
    func paymentSurvivesAPush() async throws {
      let payments = Snippets.Payments()
      let host = ViewHost(Snippets.CartScreen(payments: payments))
      try host.button("Pay").tap()
      try host.button("Show order").tap()
      await drainMainActor()
      payments.release()
      try await host.settle()
      #expect(payments.charged == [42])
    }

    @Test("A payment started on the order detail is cancelled when the detail is popped")
    func paymentCancelledByAPop() async throws {
      let payments = Snippets.Payments()
      let host = ViewHost(Snippets.CartScreen(payments: payments))
      try host.button("Show order").tap()
      try host.button("Pay").tap()
      await drainMainActor()
      try host.navigationStack().pop()
      payments.release()
      try await host.settle()
      #expect(payments.charged.isEmpty)
    }

    @Test("A payment started in the cart tab finishes while the orders tab is selected")
    func paymentSurvivesATabSwitch() async throws {
      let payments = Snippets.Payments()
      let host = ViewHost(Snippets.ShopTabs(payments: payments))
      try host.button("Pay").tap()
      await drainMainActor()
      try host.tabView().select("Orders")
      payments.release()
      try await host.settle()
      #expect(payments.charged == [42])
    }

    @Test("Scroll to top reaches the feed, then only the pushed post, then the feed again after the pop")
    func scrollToTopInANavigationStack() throws {
      let log = Snippets.ScreenLog()
      let host = ViewHost(Snippets.FeedScreen(log: log))
      try host.button("Scroll to top").tap()
      try host.button("Open post").tap()
      try host.button("Scroll to top").tap()
      try host.navigationStack().pop()
      try host.button("Scroll to top").tap()
      #expect(log.entries == ["feed scrolled", "post scrolled", "feed scrolled"])
    }

    @Test("Scroll to top reaches only the selected tab")
    func scrollToTopInATabView() throws {
      let log = Snippets.ScreenLog()
      let host = ViewHost(Snippets.AppTabs(log: log))
      try host.button("Scroll to top").tap()
      try host.tabView().select("Search")
      try host.button("Scroll to top").tap()
      #expect(log.entries == ["feed scrolled", "search scrolled"])
    }
  }
#endif
