import HierarchyResponderCore
import Testing

private struct OpenOrder: Event {
  var id = 0
}

private struct SelectTab: Event {}

/// Lets the main actor run what was scheduled for its next turn (a waiting value's delivery).
@MainActor
private func nextTurn() async {
  for _ in 0..<10 { await Task.yield() }
}

/// ARCHITECTURE.md, Publishing (values that wait) and the Journeys rule (their journeys).
extension Publishing {
  @MainActor
  @Suite struct WaitingValueTests {
    fileprivate let clock = ManualClock()
    let log = Log()

    private func registry<E: Event>(
      _ type: E.Type = OpenOrder.self, destination: PublishingDestination = .lastLevel, waiting seconds: Double? = 10,
      journeys: Journeys? = nil
    ) -> SubscriptionRegistry<E> {
      let registry = SubscriptionRegistry<E>(id: "\(E.self)", destination: destination)
      registry.clock = clock
      if let seconds { registry.undelivered = .wait(upTo: seconds) }
      if let journeys { registry.observers = [{ journeys.all.append($0.description) }] }
      registry.issueIfWaiting()
      return registry
    }

    private func subscriber<E: Event>(_ name: String, line: UInt = 30) -> EventSubscription<E> {
      EventSubscription<E>(site: site(line)) { [log] _ in log(name) }
    }

    @Test func aValueNobodyReceivesWaitsAndIsDeliveredOnceWhenASubscriberAppears() async {
      let journeys = Journeys()
      let registry = registry(journeys: journeys)
      registry.publisher?(OpenOrder(id: 42), fileID: "App/Links.swift", line: 12)
      #expect(log.entries.isEmpty)
      clock.advance(by: 2)
      registry.add(subscriber("orders"), level: 1)
      #expect(log.entries.isEmpty)  // delivered after the update that showed the subscriber
      await nextTurn()
      #expect(log.entries == ["orders"])
      registry.add(subscriber("another"), level: 1)
      await nextTurn()
      #expect(log.entries == ["orders"])  // once
      #expect(
        journeys.all == [
          "OpenOrder from App/Links.swift:12: pending",
          "OpenOrder from App/Links.swift:12: handled by App/Screen.swift:30 after 2 s",
        ])
    }

    @Test func aWaitingPublisherIsHandedOutBeforeAnySubscriberAndNeverAsNil() {
      var registered: [EventPublisher<OpenOrder>?] = []
      let registry = SubscriptionRegistry<OpenOrder>(id: "open") { registered.append($0) }
      registry.undelivered = .wait(upTo: 10)
      registry.issueIfWaiting()
      #expect(registered.count == 1 && registered[0] != nil)
      let orders: EventSubscription<OpenOrder> = subscriber("orders")
      registry.add(orders, level: 1)
      registry.remove(orders)
      #expect(registered.count == 3)
      #expect(registered.allSatisfy { $0 != nil })
    }

    @Test func aValueOnScreenSubscribersReceiveIsDeliveredAtOnceWithoutWaiting() {
      let journeys = Journeys()
      let registry = registry(journeys: journeys)
      registry.add(subscriber("orders"), level: 1)
      registry.publisher?(OpenOrder(), fileID: "App/Links.swift", line: 12)
      #expect(log.entries == ["orders"])
      #expect(journeys.all == ["OpenOrder from App/Links.swift:12: handled by App/Screen.swift:30"])
    }

    @Test func aWaitingValueIsDeliveredAtTheLevelItWasPublishedFor() async {
      let registry = registry(destination: .lastLevel)
      registry.publisher?(OpenOrder())
      // A screen and the row inside it appear in the same update.
      registry.add(subscriber("screen"), level: 1)
      registry.add(subscriber("row"), level: 2)
      await nextTurn()
      #expect(log.entries == ["row"])
    }

    @Test func aValueThatWaitsPastItsDeadlineExpiresWithOneIssueNamingItsTypeAndWhereItWasPublished() async {
      let journeys = Journeys()
      let registry = registry(journeys: journeys)
      let reported = issues {
        registry.publisher?(OpenOrder(), fileID: "App/Links.swift", line: 12)
        clock.advance(by: 9)
        clock.advance(by: 1)
      }
      #expect(reported.map { "\($0.fileID):\($0.line)" } == ["App/Links.swift:12"])
      #expect(
        reported.map(\.message) == [
          "OpenOrder published here waited 10 s and expired: no subscriber to OpenOrder under its publisher appeared on screen. "
            + "Show the screen that subscribes sooner, wait longer, or pass reportsExpiry: false if it may legitimately find none."
        ])
      registry.add(subscriber("orders"), level: 1)
      await nextTurn()
      #expect(log.entries.isEmpty)
      #expect(journeys.all.last == "OpenOrder from App/Links.swift:12: dropped: expired after 10 s")
    }

    @Test func anExpiryTheCallerOptedOutOfIsSilentButStillEndsTheJourney() {
      let journeys = Journeys()
      let registry = registry(waiting: 10, journeys: journeys)
      let messages = issueMessages {
        registry.publisher?(OpenOrder(), undelivered: .wait(upTo: 5, reportsExpiry: false), fileID: "App/Links.swift", line: 12)
        clock.advance(by: 5)
      }
      #expect(messages.isEmpty)
      #expect(journeys.all == ["OpenOrder from App/Links.swift:12: pending", "OpenOrder from App/Links.swift:12: dropped: expired after 5 s"])
    }

    @Test func aNewerWaitingValueReplacesTheOlderOne() async {
      let journeys = Journeys()
      let registry = SubscriptionRegistry<OpenOrder>(id: "open")
      registry.clock = clock
      registry.undelivered = .wait(upTo: 10)
      registry.observers = [{ journeys.all.append($0.description) }]
      var received: [Int] = []
      registry.publish(OpenOrder(id: 1), from: site(1))
      clock.advance(by: 1)
      registry.publish(OpenOrder(id: 2), from: site(2))
      registry.add(EventSubscription<OpenOrder>(site: site(30)) { received.append($0.id) }, level: 1)
      await nextTurn()
      #expect(received == [2])
      #expect(
        journeys.all == [
          "OpenOrder from App/Screen.swift:1: pending",
          "OpenOrder from App/Screen.swift:1: cancelled: superseded after 1 s",
          "OpenOrder from App/Screen.swift:2: pending",
          "OpenOrder from App/Screen.swift:2: handled by App/Screen.swift:30",
        ])
    }

    @Test func theRemovalOfThePublishersViewCancelsTheWaitingValue() async {
      let journeys = Journeys()
      let registry = registry(journeys: journeys)
      registry.publisher?(OpenOrder(), fileID: "App/Links.swift", line: 12)
      clock.advance(by: 3)
      registry.viewRemoved()
      registry.add(subscriber("orders"), level: 1)
      await nextTurn()
      let messages = issueMessages { clock.advance(by: 10) }
      #expect(log.entries.isEmpty)
      #expect(messages.isEmpty)
      #expect(journeys.all == ["OpenOrder from App/Links.swift:12: pending", "OpenOrder from App/Links.swift:12: cancelled after 3 s"])
    }

    @Test func aDropPublisherKeepsTheValueOnlyForTheSubscribersOnScreen() async {
      let registry = registry(waiting: nil)
      registry.publish(OpenOrder())
      registry.add(subscriber("orders"), level: 1)
      await nextTurn()
      #expect(log.entries.isEmpty)
    }

    @Test func aSubscriberThatPublishesAWaitingValueToItselfStopsAtTheDepthLimit() {
      let registry = registry()
      var runs = 0
      registry.add(
        EventSubscription<OpenOrder> { event in
          runs += 1
          registry.publisher?(event, undelivered: .wait(upTo: 10), fileID: "App/Echo.swift", line: 9)
        }, level: 1)
      let messages = issueMessages { registry.publisher?(OpenOrder(), undelivered: .wait(upTo: 10)) }
      #expect(runs == 64)
      #expect(messages.count == 1)
    }

    @Test func stepsArePublishedInOrderEachAfterThePreviousWasDelivered() async {
      let tabs = registry(SelectTab.self)
      let orders = registry(OpenOrder.self)
      tabs.add(subscriber("tab"), level: 1)
      [PublishingStep(SelectTab(), through: tabs.publisher), PublishingStep(OpenOrder(), through: orders.publisher)]
        .publish(waitingUpTo: 10)
      #expect(log.entries == ["tab"])
      orders.add(subscriber("order"), level: 1)
      await nextTurn()
      #expect(log.entries == ["tab", "order"])
    }

    @Test func aStepThatExpiresEndsTheSequence() async {
      let tabs = registry(SelectTab.self)
      let orders = registry(OpenOrder.self)
      let messages = issueMessages {
        [PublishingStep(SelectTab(), through: tabs.publisher), PublishingStep(OpenOrder(), through: orders.publisher)]
          .publish(waitingUpTo: 10, reportsExpiry: false)
        clock.advance(by: 10)
      }
      orders.add(subscriber("order"), level: 1)
      tabs.add(subscriber("tab"), level: 1)
      await nextTurn()
      #expect(messages.isEmpty)
      #expect(log.entries.isEmpty)
    }
  }
}

/// The journeys an observer received, as printed.
@MainActor
private final class Journeys {
  var all: [String] = []
}
