import HierarchyResponderCore
import Testing

private struct Shake: Event {
  var tag: Int
}

extension Publishing {
  @MainActor
  @Suite struct EventPublisherTests {
    @Test func callingAndPublishingBothDeliverTheEvent() {
      var received: [Int] = []
      let publisher = EventPublisher<Shake>(id: "preview") { received.append($0.tag) }
      publisher(Shake(tag: 1))
      publisher.publish(Shake(tag: 2))
      #expect(received == [1, 2])
    }

    @Test func publishIsAClosureValueAsThePredecessorsWas() {
      var received: [Int] = []
      let publisher = EventPublisher<Shake>(id: "preview") { received.append($0.tag) }
      let send: (Shake) -> Void = publisher.publish
      send(Shake(tag: 3))
      #expect(received == [3])
    }

    @Test func publishersAreEqualWhenTheirIdsAre() {
      let a = EventPublisher<Shake>(id: "x") { _ in }
      let b = EventPublisher<Shake>(id: "x") { _ in }
      let c = EventPublisher<Shake>(id: "y") { _ in }
      #expect(a == b)
      #expect(a != c)
    }

    @available(*, deprecated)
    @Test func thePredecessorsDestinationNamesStillCompile() {
      #expect(PublishingDestination.firstSubscriber == .firstLevel)
      #expect(PublishingDestination.allSubscribers == .allLevels)
      #expect(PublishingDestination.lastSubscriber == .lastLevel)
    }
  }
}
