import Benchmark
import SubscriptionFixtures

// Subscribing S nested subscribers to one publisher, the way the SwiftUI layer does it
// when a navigation stack of S screens appears (each screen's `.subscribe` registers
// one level deeper than the previous one), and unsubscribing them as the screens go.
// The default destination (`.lastLevel`) re-issues the publisher at every step.
// Issue #8's target: at most 50 M instructions for S = 1,000;
// `SubscriptionCallgrind` counts them (see the README).

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    maxDuration: .seconds(5),
    maxIterations: 50
  )

  for count in [100, 1_000] {
    Benchmark("Subscribe \(count) nested") { benchmark in
      let iterations = benchmark.scaledIterations
      await MainActor.run {
        for _ in iterations {
          let issued = subscribeNested(count, unsubscribe: false)
          precondition(issued == count, "each deeper subscriber re-issues the publisher")
          blackHole(issued)
        }
      }
    }

    Benchmark("Subscribe and unsubscribe \(count) nested") { benchmark in
      let iterations = benchmark.scaledIterations
      await MainActor.run {
        for _ in iterations {
          let issued = subscribeNested(count, unsubscribe: true)
          precondition(issued == 2 * count, "each change of the deepest subscriber re-issues the publisher")
          blackHole(issued)
        }
      }
    }
  }
}
