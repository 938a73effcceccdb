/// Explores what a user can do in an app, breadth first, each path from a fresh root or from a
/// state the host proves equal to it.
///
/// Given a way to make the app's root (a ``ViewHost`` or an ``AppHost``, so that each path
/// starts fresh and the app's services are the test's doubles), the crawler mounts it, lists
/// what a user can do on screen, and performs each action in turn, then what the new state
/// offers, and so on, to ``CrawlLimits/depth`` actions deep and ``CrawlLimits/actions`` actions
/// in all. What it drives:
/// - buttons (`EventButton`s included), navigation links, links and menus' labels;
/// - `onTapGesture` actions, toggles, and every option of a picker other than the selected one;
/// - context menus and swipe actions (their items are then on screen, and tapped in turn);
/// - the buttons of a presented alert or confirmation dialog (alone: they are modal);
/// - in a presented sheet, its controls and its dismissal (the sheet is then the screen);
/// - for an ``AppHost``, the key window and every enabled command of the menu bar (a command's
///   keyboard shortcut does what the command does, so it is not pressed separately).
///
/// Each path is replayed from a fresh root before its last step, so that one action's side
/// effects do not leak into another path; after each step the work the action started runs
/// until it finishes, or for ``CrawlLimits/wait`` seconds. A window's crawl takes a shortcut
/// that gives the same results: when the steps since a `NavigationLink` pushed a screen changed
/// only that screen's own `@State` and the stack's path (no view outside the screen was
/// invalidated, no observable model, observed object, stored default or focus changed, the undo
/// manager was not touched, no work is left running), popping the screen undoes all of them,
/// and the crawler goes back that way instead of making a fresh root. What no view observes (a
/// plain object that an action changes) the host cannot see: keep what an action changes in
/// views' state or in observable models, as SwiftUI needs to show it anyway, or set
/// ``CrawlLimits/freshRootForEveryPath``. A state already seen (the same rendered tree) is not
/// explored again. The order is deterministic: breadth first, in tree order.
///
/// Not driven, and reported in ``CrawlSummary/skipped``: text entry, sliders, steppers, date
/// pickers, gestures other than taps, disabled controls, and whatever lies beyond the limits.
/// Not seen at all: navigating back (each screen is reached again from the root instead),
/// `task` loops waiting for outside input, other windows than the key one, deep links, and
/// anything that needs the clock to advance.
///
/// ```swift
/// // Fragment
/// @MainActor @Test func everyScreenOpens() async throws {
///   let summary = try await Crawler(limits: CrawlLimits(depth: 2)) { ViewHost(InboxView(store: .preview)) }.run()
///   #expect(summary.failures.isEmpty)
///   #expect(summary.screens == ["Inbox", "MessageScreen"])
/// }
/// ```
@MainActor
public final class Crawler {
  private let limits: CrawlLimits
  private let makeTarget: @MainActor () -> CrawlTarget
  /// Told where the crawl is (a library watching what each step sends).
  package var observer: (@MainActor (CrawlPhase) -> Void)?

  /// A crawler of one window.
  ///
  /// - Parameters:
  ///   - limits: how deep and how many actions.
  ///   - makeHost: makes a fresh host of the app's root; called for the first path and for
  ///     each path that cannot go back in the window the previous one left.
  public init(limits: CrawlLimits = CrawlLimits(), _ makeHost: @escaping @MainActor () -> ViewHost) {
    self.limits = limits
    makeTarget = { .window(makeHost()) }
  }

  /// A crawler of an app: its key window and its menu bar.
  ///
  /// - Parameters:
  ///   - limits: how deep and how many actions.
  ///   - makeApp: makes a fresh app host; called once per path (an app's crawl does not go
  ///     back in a window it kept).
  public init(limits: CrawlLimits = CrawlLimits(), app makeApp: @escaping @MainActor () -> AppHost) {
    self.limits = limits
    makeTarget = { .app(makeApp()) }
  }

  /// Crawls: mounts the root, then performs every action breadth first within the limits.
  ///
  /// - Returns: the paths performed, the screens seen, what was skipped and what failed.
  /// - Throws: nothing of the app's own (a failing step is a ``CrawlFailure``); only
  ///   cancellation of the calling task.
  public func run() async throws -> CrawlSummary {
    let run = CrawlRun(limits: limits)
    defer { live = nil }
    while run.head < run.queue.count {
      try Task.checkCancellation()
      let path = run.queue[run.head]
      run.head += 1
      if let last = path.last, run.performed >= limits.actions {
        run.skip(Array(path.dropLast()), last, .actionLimit(limits.actions))
        continue
      }
      if let kept = await perform(path, run) {
        live = kept
      } else {
        // The work the teardown cancelled ends now, before the next path is performed.
        for _ in 0..<10 { await Task.yield() }
      }
    }
    if let live {
      self.live = nil
      await tearDown(live.target)
    }
    return run.summary
  }

  /// The window kept from the last path: its target, the steps performed in it since its root
  /// was made, what each changed, and the offers of the states it went through.
  @MainActor
  private struct LiveWindow {
    let target: CrawlTarget
    var path: [CrawlStep]
    var ledgers: [CrawlLedger] = []
    /// The offer of the state after each prefix of ``path`` (index: the prefix's length), once
    /// computed. A pop the ledgers proved brings back the very nodes of an earlier state, so its
    /// offer, actions included, holds again.
    var offers: [CrawlOffer?] = [nil]

    init(target: CrawlTarget) {
      self.target = target
      path = []
    }

    /// The offer of the state after `path` (its current state).
    mutating func currentOffer() -> CrawlOffer {
      if let known = offers[path.count] { return known }
      let offer = target.offer()
      offers[path.count] = offer
      return offer
    }

    /// Records that `step` was performed: the states after it are new.
    mutating func append(_ step: CrawlStep, _ ledger: CrawlLedger?) {
      path.append(step)
      if let ledger { ledgers.append(ledger) }
      offers.removeSubrange(path.count...)
      offers.append(nil)
    }

    /// Goes back to the state after the first `count` steps (the screen pushed then was popped).
    mutating func truncate(to count: Int) {
      path.removeSubrange(count...)
      ledgers.removeSubrange(count...)
      offers.removeSubrange((count + 1)...)
    }
  }

  private var live: LiveWindow?

  /// Brings a window to the state after `path` but its last step (from the kept window when the
  /// host proves it can go back, else from a fresh root), performs that step, and explores the
  /// state it leads to. Returns the window to keep, or `nil` when it was torn down.
  private func perform(_ path: [CrawlStep], _ run: CrawlRun) async -> LiveWindow? {
    observer?(path.isEmpty ? .performing([]) : .replaying)
    var window: LiveWindow
    if let resumed = await resume(toward: path.dropLast()) {
      window = resumed
    } else {
      let fresh = makeTarget()
      guard await run.attempt([], { try await fresh.runUntilDone(wait: limits.wait) }) else {
        fresh.tearDown()
        return nil
      }
      window = LiveWindow(target: fresh)
    }
    let target = window.target
    let graph: ViewGraph? = if !limits.freshRootForEveryPath, case .window(let host) = target { host.graph } else { nil }
    for index in window.path.count..<path.count {
      let step = path[index]
      guard let action = window.currentOffer().actions.first(where: { $0.step == step }) else {
        run.skip(Array(path.prefix(index)), step, .notReplayable)
        target.tearDown()
        return nil
      }
      if index == path.count - 1 {
        observer?(.performing(path))
        run.performed += 1
        run.summary.paths.append(path)
      }
      let ledger = graph.map(CrawlLedger.init(recording:))
      let done = await run.attempt(Array(path.prefix(index + 1))) {
        try action.perform()
        try await target.runUntilDone(wait: limits.wait)
      }
      guard done else {
        target.tearDown()
        return nil
      }
      if let graph, let ledger { ledger.finish(in: graph) }
      window.append(step, ledger)
    }
    explore(path, &window, run)
    guard graph != nil else {
      target.tearDown()
      return nil
    }
    return window
  }

  /// The kept window, brought back to the state after `prefix`'s first steps by popping the
  /// screens pushed since, when their ledgers prove the pop undoes all they did; `nil` (the kept
  /// window torn down) when it cannot be.
  private func resume(toward prefix: ArraySlice<CrawlStep>) async -> LiveWindow? {
    guard let kept = live else { return nil }
    live = nil
    guard case .window(let host) = kept.target else {
      await tearDown(kept.target)
      return nil
    }
    let common = zip(kept.path, prefix).prefix { $0 == $1 }.count
    // Going on from the kept state is replaying the same steps, unless work still runs there.
    if common == kept.path.count, CrawlState(graphs: kept.target.graphs).runningWork == 0 { return kept }
    // The latest step of the common part that pushed a screen which all later steps stayed in.
    for start in stride(from: min(common, kept.path.count - 1), through: 0, by: -1) {
      guard let pushed = kept.ledgers[start].pushedScreen, let stack = pushed.state.node,
            stack.children.count > pushed.depth, stack.children[pushed.depth] === pushed.screen,
            kept.ledgers[start...].allSatisfy({ $0.isContained(in: pushed.screen, pushedBy: stack) })
      else { continue }
      let ledger = CrawlLedger(recording: host.graph)
      pushed.state.pop(toDepth: pushed.depth - 1)
      let popped = (try? await kept.target.runUntilDone(wait: limits.wait)) != nil
      ledger.finish(in: host.graph)
      guard popped, ledger.pushes.isEmpty, ledger.isContained(in: pushed.screen, pushedBy: stack) else { break }
      var resumed = kept
      resumed.truncate(to: start)
      return resumed
    }
    await tearDown(kept.target)
    return nil
  }

  /// Tears `target` down, then lets the work the teardown cancelled end.
  private func tearDown(_ target: CrawlTarget) async {
    target.tearDown()
    for _ in 0..<10 { await Task.yield() }
  }

  /// After `path` was performed: tells the observer, then queues what the new state offers.
  private func explore(_ path: [CrawlStep], _ window: inout LiveWindow, _ run: CrawlRun) {
    let target = window.target
    if path.isEmpty { run.summary.paths.append(path) }
    observer?(.performed(path, CrawlState(graphs: target.graphs)))
    guard run.seenStates.insert(target.signature).inserted else { return }
    let offer = window.currentOffer()
    for (step, reason) in offer.skipped { run.skip(path, step, reason) }
    for action in offer.actions {
      if !run.summary.screens.contains(action.step.screen) { run.summary.screens.append(action.step.screen) }
      if path.count >= limits.depth {
        run.skip(path, action.step, .depthLimit(limits.depth))
      } else {
        run.queue.append(path + [action.step])
      }
    }
  }
}

/// The bookkeeping of one crawl.
@MainActor
private final class CrawlRun {
  let limits: CrawlLimits
  var summary = CrawlSummary(paths: [], screens: [], skipped: [], failures: [])
  var queue: [[CrawlStep]] = [[]]
  var head = 0
  var performed = 0
  var seenStates: Set<String> = []
  private var skippedKeys: Set<CrawlSkip> = []

  init(limits: CrawlLimits) { self.limits = limits }

  /// Records a skip once per step and reason: the first path that met it reproduces it.
  func skip(_ path: [CrawlStep], _ step: CrawlStep, _ reason: CrawlSkip.Reason) {
    guard skippedKeys.insert(CrawlSkip(path: [], step: step, reason: reason)).inserted else { return }
    summary.skipped.append(CrawlSkip(path: path, step: step, reason: reason))
  }

  /// Runs `body`; a throw is a failure of `path`.
  func attempt(_ path: [CrawlStep], _ body: () async throws -> Void) async -> Bool {
    do {
      try await body()
      return true
    } catch {
      summary.failures.append(CrawlFailure(path: path, message: "\(error)"))
      return false
    }
  }
}
