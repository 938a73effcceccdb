import HierarchyResponder

/// What the app talks to outside its views: the outcomes the demo prints, the
/// deep-link publisher handed out by `.publisher`, and a fake server.
@MainActor
final class DemoServices {
  /// Outcomes recorded by responders, in order; the script prints and clears them.
  private(set) var outcomes: [String] = []
  /// The publisher for deep links, re-issued when the screen on top changes.
  var deepLinks: EventPublisher<DeepLinkEvent>?
  /// Every journey observed at the app root, in order.
  var journeys: [Journey] = []
  /// The posts the server saved.
  private(set) var saved: [Int] = []

  /// Records an outcome for the report.
  func record(_ outcome: String) { outcomes.append(outcome) }

  /// Returns the outcomes recorded since the last call, and forgets them.
  func takeOutcomes() -> [String] {
    defer { outcomes.removeAll() }
    return outcomes
  }

  /// Saves a post on the "server": suspends a few times, as a network call would.
  func save(postID: Int) async {
    for _ in 0..<3 { await Task.yield() }
    saved.append(postID)
  }
}

extension DemoServices {
  /// Returns the journeys that ended since the last call, and forgets them.
  func takeJourneys() -> [Journey] {
    defer { journeys.removeAll() }
    return journeys
  }
}
