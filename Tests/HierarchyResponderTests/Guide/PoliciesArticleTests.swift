// The "Work in flight" section's example, run on HeadlessUI.
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Testing

  extension PoliciesSnippets {
    @MainActor
    @Suite("The Work in flight section's example")
    struct ArticleTests {
      @Test("Two taps on Pay under inFlight: .dropNew charge once; a tap after the payment ended charges again")
      func dropNewChargesOnce() async throws {
        let payments = Payments()
        let host = ViewHost(Checkout(payments: payments))
        try host.button("Pay").tap()
        try host.button("Pay").tap()
        await drainMainActor()
        #expect(payments.charged == [20])
        payments.pending?.resume()
        try await host.settle()
        try host.button("Pay").tap()
        await drainMainActor()
        #expect(payments.charged == [20, 20])
        payments.pending?.resume()
        try await host.settle()
      }
    }
  }
#endif
