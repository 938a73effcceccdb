import Foundation

/// What a crawl drives: one window (a ``ViewHost``) or an app (an ``AppHost``: its key window
/// and its menu bar).
@MainActor
enum CrawlTarget {
  case window(ViewHost)
  case app(AppHost)

  var graphs: [ViewGraph] {
    switch self {
    case .window(let host): [host.graph]
    case .app(let app): app.windows.map(\.host.graph)
    }
  }

  /// What a user can do now: the key window's actions, then the menu bar's commands.
  func offer() -> CrawlOffer {
    switch self {
    case .window(let host):
      return host.graph.crawlOffer()
    case .app(let app):
      var offer = app.keyWindow?.host.graph.crawlOffer() ?? CrawlOffer()
      for menu in app.menus {
        for item in menu.items {
          let shortcut = item.keyboardShortcut.map { " (\($0.displayName))" } ?? ""
          let step = CrawlStep(.menuCommand, control: "\(menu.title) > \(item.title)\(shortcut)", screen: "menu bar")
          if item.isEnabled {
            offer.actions.append(CrawlAction(step: step) { try item.choose() })
          } else {
            offer.skipped.append((step, .disabled))
          }
        }
      }
      offer.numberOccurrences()
      return offer
    }
  }

  /// Lets the work the last action started run until it finishes or `wait` seconds passed,
  /// and applies its updates. Work still running then is what ``CrawlState/runningWork``
  /// counts.
  func runUntilDone(wait: Double) async throws {
    let start = DispatchTime.now().uptimeNanoseconds
    let limit = UInt64(max(0, wait) * 1_000_000_000)
    while true {
      switch self {
      case .window(let host):
        try await host.runUntilIdle()
      case .app(let app):
        for window in app.windows { try await window.host.runUntilIdle() }
        try app.update()
      }
      if CrawlState(graphs: graphs).runningWork == 0 || DispatchTime.now().uptimeNanoseconds - start >= limit { return }
      try await Task.sleep(nanoseconds: 1_000_000)
    }
  }

  /// The state as text: two states with the same text offer the same actions.
  var signature: String {
    switch self {
    case .window(let host):
      return host.render()
    case .app(let app):
      let windows = app.windows.map { "\($0)\($0.scope === app.keyWindow?.scope ? " (key)" : "")\n\($0.host.render())" }
      let menus = app.menus.map { "\($0.title): \($0.items.map(\.description))" }
      return (windows + menus).joined(separator: "\n")
    }
  }

  /// Removes everything, cancelling the work in flight.
  func tearDown() {
    switch self {
    case .window(let host): host.unmount()
    case .app(let app): app.tearDown()
    }
  }
}
