// The examples of the "Defaults and the capture phase" section, run on HeadlessUI.
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Testing

  extension PhasesSnippets {
    @MainActor
    @Suite("Phases: the article's default and capture-phase examples")
    struct ArticleTests {
      @Test("A component's default runs alone")
      func theComponentsDefaultRunsAlone() throws {
        let store = PaywallStore()
        let host = ViewHost(Paywall(store: store))
        try host.button("Buy Pro").tap()
        #expect(store.bought == ["pro"])
      }

      @Test("The app's outer handler overrides the component's default, which does not run")
      func theAppOverridesTheDefault() throws {
        let (store, checkout) = (PaywallStore(), Checkout())
        let host = ViewHost(Storefront(store: store, checkout: checkout))
        try host.button("Buy Pro").tap()
        #expect(checkout.started == ["pro"])
        #expect(store.bought.isEmpty)
      }

      @Test("A capture-phase shortcut acts before the inner responder, which never sees the event")
      func aCapturePhaseShortcut() throws {
        let host = ViewHost(Workspace())
        try host.button("⌘W").tap()
        try host.update()
        #expect((try? host.find(text: "Closed 1, shell got 0")) != nil)
      }
    }
  }
#endif
