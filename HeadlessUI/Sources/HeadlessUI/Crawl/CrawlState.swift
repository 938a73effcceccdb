/// The app's state after a crawl step: what a watching library reads off the screens.
@MainActor
package struct CrawlState {
  let graphs: [ViewGraph]

  /// The modifiers of type `M` on screen, in tree order, with the screen each one is on.
  package func modifiers<M>(_ type: M.Type) -> [(modifier: M, screen: String)] {
    let names = ScreenNames()
    return graphs.flatMap { graph in
      graph.root.screenNodes().compactMap { node in
        (node.modifier as? M).map { ($0, names.name(of: node)) }
      }
    }
  }

  /// Whether a window presents an alert, a confirmation dialog or a sheet that the crawler
  /// presses next (its buttons, its controls, its dismissal): work waiting on it waits for the
  /// user, whom the crawler plays on the paths that follow.
  package var presentsAnswer: Bool {
    graphs.contains { graph in
      graph.crawlOffer().actions.contains { action in
        action.step.kind == .alertButton || action.step.kind == .dismissSheet
      }
    }
  }

  /// How many tasks started from actions and pieces of outside work (`async` responders) of these
  /// windows are still running: work suspended on something nothing will resume. `task`
  /// modifiers, which live as long as their view, and work registered for the whole process
  /// (other hosts' too) are not counted.
  package var runningWork: Int {
    graphs.reduce(0) { $0 + $1.actionWork.runningCount + OutsideWork.runningCount(for: $1, includingProcessWide: false) }
  }
}
