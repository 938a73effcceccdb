import HeadlessUI
import Testing

// `ViewHost.unmount()` removes the tree.
//
// - task(priority:_:) docs (https://developer.apple.com/documentation/swiftui/view/task(priority:_:)):
//   "SwiftUI will automatically cancel the task at some point after the view disappears before
//   the action completes."
// - onDisappear(perform:) docs (https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)):
//   "Adds an action to perform after this view disappears."

extension SwiftUISemantics {
  @MainActor @Suite("Teardown with unmount()")
  struct Unmount {
    /// onDisappear docs: removing the tree is a disappearance; task docs: the task is
    /// cancelled. Bounded waits only: the loop must end, and tick no more.
    @Test("unmount() runs onDisappear and stops a .task loop")
    func unmountTearsTheTreeDown() async throws {
      let log = Log()
      let ticker = Ticker()
      let host = ViewHost(TickingView(log: log, ticker: ticker))
      try #require(await waitUntil { ticker.ticks >= 3 })
      host.unmount()
      #expect(log.entries == ["disappear"])
      #expect(await waitUntil { ticker.ended })
      let ticks = ticker.ticks
      try await Task.sleep(for: .milliseconds(20))
      #expect(ticker.ticks == ticks)
    }
  }
}
