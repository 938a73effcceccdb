import Foundation
import HierarchyResponderCore
import Testing

private struct Link: Event {
  var id = 0
}

/// ARCHITECTURE.md, Bounds, under load: values that wait keep no memory for what they replaced,
/// a sequence of any length runs in constant stack.
extension Publishing {
  @MainActor
  @Suite struct BoundsUnderLoadTests {
    @Test func valuesReplacedWhileWaitingKeepNoAlarmAndNoMemory() {
      let clock = SystemPublishingClock()
      let registry = SubscriptionRegistry<Link>(id: "link")
      registry.clock = clock
      registry.undelivered = .wait(upTo: 600)
      registry.issueIfWaiting()
      var ends: [PublishedValueJourney.Outcome] = []
      registry.observers = [{ if $0.outcome != .pending { ends.append($0.outcome) } }]
      #if os(Linux)
        let before = residentBytes()
      #endif
      for id in 0..<110_000 {
        registry.publisher?(Link(id: id))
      }
      #if os(Linux)
        // Each replaced value used to keep a sleeping task until its deadline (1.6 KiB here,
        // 170 MiB in all); the bound leaves room for other suites allocating in a parallel run.
        let grown = residentBytes() - before
        #expect(grown < 48 << 20, "grew \(grown >> 10) KiB")
      #endif
      #expect(clock.pendingCount == 1, "one alarm for the one waiting value")
      #expect(ends.count == 109_999)
      #expect(ends.allSatisfy { $0 == .cancelled(superseded: true) })
      registry.viewRemoved()
      #expect(clock.pendingCount == 0, "the alarm is withdrawn with the value")
    }

    @Test func aHundredThousandStepSequenceDeliveredAtOnceRunsInConstantStack() {
      let registry = SubscriptionRegistry<Link>(id: "steps")
      var received: [Int] = []
      received.reserveCapacity(100_000)
      registry.add(EventSubscription<Link> { received.append($0.id) }, level: 1)
      let steps = (0..<100_000).map { PublishingStep(Link(id: $0), through: registry.publisher) }
      // Each step used to start the next from inside its own publish: 1,500 to 2,000 of them
      // overflowed the stack.
      steps.publish(waitingUpTo: 10)
      #expect(received.count == 100_000)
      #expect(received.last == 99_999)
      #expect(zip(received, received.dropFirst()).allSatisfy { $0 + 1 == $1 })
    }
  }
}
