import HierarchyResponderCore
import Testing

private struct Echo: Event {}

/// ARCHITECTURE.md, Bounds, for events going down: a subscriber that publishes while it handles
/// is bounded like dispatch (one runtime issue, then the rest is dropped).
extension Publishing {
  @MainActor
  @Suite struct PublishingBoundsTests {
    @Test func aSubscriberThatRepublishesItsEventStopsAtTheDepthLimitWithOneIssue() {
      let registry = SubscriptionRegistry<Echo>(id: "echo")
      var runs = 0
      registry.add(
        EventSubscription<Echo> { event in
          runs += 1
          registry.publisher?(event, fileID: "App/Echo.swift", line: 9)
        }, level: 1)
      let reported = issues { registry.publisher?(Echo(), fileID: "App/Root.swift", line: 3) }
      let messages = reported.map(\.message)
      #expect(runs == 64)
      // Reported where the dropped publish happened (the message says "here" instead of repeating it).
      #expect(reported.map { "\($0.fileID):\($0.line)" } == ["App/Echo.swift:9"])
      #expect(
        messages == [
          "Dropped Echo published here: publishes were nested more than 64 levels deep. "
            + "A subscriber probably publishes the event it is handling."
        ])
    }

    @Test func aSubscriberThatRepublishesTwicePerEventIsBoundedInTotalWork() {
      let registry = SubscriptionRegistry<Echo>(id: "echo")
      var runs = 0
      registry.add(
        EventSubscription<Echo> { event in
          runs += 1
          registry.publish(event, from: site(9))
          registry.publish(event, from: site(10))
        }, level: 1)
      let messages = issueMessages { registry.publish(Echo()) }
      #expect(runs == 100_000)  // not 2^64
      #expect(messages.count == 1)  // the first drop (the depth limit, reached first); the rest are silent
    }

    @Test func nestedPublishesPastTheDeliveryLimitAreDroppedWithOneIssue() {
      let registry = SubscriptionRegistry<Echo>(id: "echo", destination: .allLevels)
      var runs = 0
      var republished = false
      for _ in 0..<2_000 {
        registry.add(
          EventSubscription<Echo> { event in
            runs += 1
            guard !republished else { return }
            republished = true  // one subscriber re-publishes, at every level of nesting
            registry.publish(event, from: site(20))
            republished = false
          }, level: 1)
      }
      let messages = issueMessages { registry.publish(Echo()) }
      #expect(runs <= 100_000)
      #expect(
        messages == [
          "Dropped Echo published here: one publish caused more than 100000 deliveries. "
            + "A subscriber probably publishes more than once for each event it handles."
        ])
    }

    @Test func theBoundIsPerTopLevelPublish() {
      let registry = SubscriptionRegistry<Echo>(id: "echo")
      var runs = 0
      registry.add(EventSubscription<Echo> { _ in runs += 1 }, level: 1)
      for _ in 0..<200_000 { registry.publish(Echo()) }
      #expect(runs == 200_000)
    }
  }
}
