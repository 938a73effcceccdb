import HeadlessUI
import Testing

// Releasing the host tears its tree down: disappear actions run, tasks are cancelled, nothing
// keeps running. (The counterpart with `unmount()` is in UnmountTests.swift.)
//
// - task(priority:_:) docs (https://developer.apple.com/documentation/swiftui/view/task(priority:_:)):
//   "SwiftUI will automatically cancel the task at some point after the view disappears before
//   the action completes."
// - onDisappear(perform:) docs (https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)):
//   "Adds an action to perform after this view disappears." A hierarchy whose host (a window, a
//   hosting controller) goes away disappears with it.

/// Logs its disappearance and runs a ticking loop in a `.task`.
struct TickingView: View {
  let log: Log
  let ticker: Ticker

  var body: some View {
    Text("ticking")
      .onDisappear { log.add("disappear") }
      .task { await ticker.run() }
  }
}

extension SwiftUISemantics {
  @MainActor @Suite("Teardown when the host is released")
  struct HostRelease {
    /// task docs: the task is cancelled after its view disappears; onDisappear docs: the
    /// disappear action runs. Bounded waits only: the loop must end, and tick no more.
    @Test("Releasing the host runs onDisappear and stops a .task loop")
    func releasingTheHostTearsTheTreeDown() async throws {
      let log = Log()
      let ticker = Ticker()
      var host: ViewHost? = ViewHost(TickingView(log: log, ticker: ticker))
      try #require(await waitUntil { ticker.ticks >= 3 })
      #expect(host?.issues == [])
      host = nil
      #expect(await waitUntil { log.entries == ["disappear"] })
      #expect(await waitUntil { ticker.ended })
      let ticks = ticker.ticks
      try await Task.sleep(for: .milliseconds(20))
      #expect(ticker.ticks == ticks)
    }
  }
}
