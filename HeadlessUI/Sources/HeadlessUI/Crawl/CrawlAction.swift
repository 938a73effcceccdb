/// A step the crawler can perform in the current state, and how.
@MainActor
struct CrawlAction {
  var step: CrawlStep
  let perform: () throws -> Void
}

/// What one state offers: the actions, and the controls the crawler leaves alone.
@MainActor
struct CrawlOffer {
  var actions: [CrawlAction] = []
  var skipped: [(step: CrawlStep, reason: CrawlSkip.Reason)] = []

  /// Numbers the equal steps (same kind, control and screen) in order, from 0.
  mutating func numberOccurrences() {
    var counts: [CrawlStep: Int] = [:]
    for index in actions.indices {
      let key = actions[index].step
      actions[index].step.occurrence = counts[key, default: 0]
      counts[key, default: 0] += 1
    }
  }
}
