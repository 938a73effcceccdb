import HierarchyResponderCore
import Testing

private struct OpenOrder: Event {
  var id = 0
}

/// ARCHITECTURE.md, Words and Publishing: a published value's journey ends in `EventOutcome`'s
/// words; its detail (`superseded`, `expired`) sits inside the word it refines.
extension Publishing {
  @MainActor
  @Suite struct PublishedValueJourneyWordsTests {
    private let clock = ManualClock()

    /// A registry whose values wait up to 10 s, silently, reporting their outcomes to `outcomes`.
    private func registry(_ outcomes: @escaping @MainActor (PublishedValueJourney.Outcome) -> Void) -> SubscriptionRegistry<OpenOrder> {
      let registry = SubscriptionRegistry<OpenOrder>(id: "open")
      registry.clock = clock
      registry.undelivered = .wait(upTo: 10, reportsExpiry: false)
      registry.observers = [{ outcomes($0.outcome) }]
      return registry
    }

    @Test("A published value's journey ends in the glossary's words: pending then handled, cancelled superseded on replacement")
    func aReplacedValueIsCancelledSupersededAndTheNewerOneHandled() async {
      var outcomes: [PublishedValueJourney.Outcome] = []
      let registry = registry { outcomes.append($0) }
      registry.publish(OpenOrder(id: 1), from: site(1))
      clock.advance(by: 1)
      registry.publish(OpenOrder(id: 2), from: site(2))
      registry.add(EventSubscription<OpenOrder>(site: site(30)) { _ in }, level: 1)
      for _ in 0..<10 { await Task.yield() }
      #expect(outcomes == [.pending, .cancelled(superseded: true), .pending, .handled(by: [site(30)])])
      #expect(outcomes.map(\.description) == ["pending", "cancelled: superseded", "pending", "handled by App/Screen.swift:30"])
    }

    @Test("A published value that waits past its deadline ends dropped, expired")
    func anExpiredValueIsDroppedExpired() {
      var outcomes: [PublishedValueJourney.Outcome] = []
      let registry = registry { outcomes.append($0) }
      registry.publish(OpenOrder(), from: site(1))
      clock.advance(by: 10)
      #expect(outcomes == [.pending, .dropped(expired: true)])
      #expect(outcomes.last != .dropped)
      #expect(outcomes.map(\.description) == ["pending", "dropped: expired"])
    }

    @Test("A published value whose publisher's view goes away ends cancelled, not superseded")
    func aValueOfARemovedViewIsCancelledNotSuperseded() {
      var outcomes: [PublishedValueJourney.Outcome] = []
      let registry = registry { outcomes.append($0) }
      registry.publish(OpenOrder(), from: site(1))
      registry.viewRemoved()
      #expect(outcomes == [.pending, .cancelled])
      #expect(outcomes.last == .cancelled(superseded: false))
      guard case .cancelled(superseded: false)? = outcomes.last else {
        Issue.record("expected cancelled, not superseded, got \(String(describing: outcomes.last))")
        return
      }
      #expect(outcomes.map(\.description) == ["pending", "cancelled"])
    }

    @Test("The bare words read as the words, and a handled value with no sites reads handled")
    func theBareWordsReadAsTheWords() {
      let outcomes: [PublishedValueJourney.Outcome] = [.dropped, .cancelled, .handled(by: []), .handled(by: [site(3), site(9)])]
      #expect(outcomes.map(\.description) == ["dropped", "cancelled", "handled", "handled by App/Screen.swift:3, App/Screen.swift:9"])
    }

    @Test("The former spellings still compile and mean the new words")
    @available(*, deprecated, message: "exercises the deprecated spellings")
    func theFormerSpellingsMeanTheNewWords() {
      #expect(PublishedValueJourney.Outcome.waiting == .pending)
      #expect(PublishedValueJourney.Outcome.delivered(to: [site(30)]) == .handled(by: [site(30)]))
      #expect(PublishedValueJourney.Outcome.expired == .dropped(expired: true))
      #expect(PublishedValueJourney.Outcome.replaced == .cancelled(superseded: true))
      let outcome: PublishedValueJourney.Outcome = .replaced
      guard case .cancelled = outcome else {
        Issue.record("replaced is not cancelled")
        return
      }
    }
  }
}
