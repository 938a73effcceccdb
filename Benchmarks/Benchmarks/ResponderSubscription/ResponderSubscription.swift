import Benchmark
import HierarchyResponderCore

// Subscribing S nested subscribers to one publisher, the way the SwiftUI layer does it
// when a navigation stack of S screens appears (each screen's `.subscribe` registers
// one level deeper than the previous one), and unsubscribing them as the screens go.
// The default destination (`.lastLevel`) re-issues the publisher at every step.
// Issue #8's target: at most 50 M instructions for S = 1,000 (it was 1.30 G);
// `SubscriptionCallgrind` counts them (see the README).

struct Shake: Event {}

/// S subscriptions registered one level below the previous one, then removed deepest first.
@MainActor
func subscribeNested(_ count: Int, unsubscribe: Bool) -> Int {
  var issued = 0
  let registry = SubscriptionRegistry<Shake> { _ in issued += 1 }
  var context = SubscriptionContext(registry: registry)
  var subscriptions: [EventSubscription<Shake>] = []
  subscriptions.reserveCapacity(count)
  for _ in 0..<count {
    let subscription = EventSubscription<Shake> { _ in }
    context.subscribe(subscription)
    subscriptions.append(subscription)
    context = context.nested()
  }
  if unsubscribe {
    for subscription in subscriptions.reversed() { registry.remove(subscription) }
  }
  return issued
}

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
