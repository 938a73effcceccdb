import Foundation

/// Mounts a view hierarchy headlessly and lets tests (and demos) look at it and interact with it.
///
/// The host evaluates bodies, keeps `@State`, propagates the environment and preferences, runs
/// `onAppear`/`onDisappear`/`onChange`/`task`, and presents alerts and sheets as data. It lays
/// nothing out and draws nothing.
///
/// Updates: a state write (from a button action, a tap gesture, a text entry, a task…) invalidates
/// the view owning the state. Interactions through the host (`tap`, `enterText`,
/// `tapButton`, `dismiss`) apply the updates synchronously before they return; writes from
/// elsewhere are applied on the next main-actor turn, by ``update()``, by ``runUntilIdle()``, or by
/// ``settle(timeout:maxRounds:)``.
/// An update re-evaluates the invalidated views and their subtrees only.
///
/// Order of actions after an update: in the order met while updating — removed views'
/// `onDisappear` (children before parents) before inserted views' `onAppear` (parents before
/// children); `onChange` actions where their view is; then `onPreferenceChange` actions. The
/// tasks of views that disappeared are cancelled after those actions.
///
/// Covered screens: a view is on screen unless it is in a screen a `NavigationStack` covers or
/// in a `TabView` tab that is not selected. A push, a pop or a tab switch shows one screen and
/// hides another: the shown screen's views appear (`onAppear`, `task` starts), then the hidden
/// screen's views disappear (`onDisappear`, tasks cancelled). A hidden screen stays mounted,
/// keeps its state and still updates; a popped screen is removed. A tab is loaded when it is
/// first selected. Presenting a sheet leaves the presenter on screen. Queries search what is on
/// screen only.
///
/// ```swift
/// // Fragment
/// @MainActor @Test func counting() throws {
///   let host = ViewHost(CounterView())
///   try host.button("Increment").tap()
///   #expect(try host.find(text: "Count: 1").isMounted)
///   print(host.render())
/// }
/// ```
@MainActor
public final class ViewHost: @MainActor CustomStringConvertible {
  internal let graph: ViewGraph
  /// The URLs the default `openURL` action opened.
  internal let openedURLRecorder = OpenedURLs()

  /// Mounts `root` (running its appear actions and the updates they cause).
  ///
  /// - Parameters:
  ///   - root: the view to mount.
  ///   - environment: the environment the root view sees.
  ///   - supportsUndo: whether the host is a context that supports undo: `true` gives the
  ///     environment an undo manager of the host's own (`\.undoManager`, as SwiftUI gives each
  ///     window one), unless `environment` already has one; `false` leaves it `nil`.
  public init<Root: View>(_ root: Root, environment: EnvironmentValues = EnvironmentValues(), supportsUndo: Bool = true) {
    var environment = environment
    if supportsUndo, !environment.hasUndoManager { environment.setUndoManager(UndoManager()) }
    if environment.openURL.isDefault { environment.openURL.system = openedURLRecorder }
    // Each host has its own `@AppStorage` values, so that tests side by side do not share them.
    if !environment.hasAppStorageStore { environment.appStorageStore = InMemoryDefaults() }
    if environment.focusScope == nil, environment.focusCenter == nil {
      // A window on its own: it is the key window of its own focus center.
      let center = FocusCenter()
      environment.focusScope = FocusScope(center: center)
      center.keyScope = environment.focusScope
    }
    graph = ViewGraph(root: root, environment: environment)
    if let scope = environment.focusScope {
      // Readers mounted with the tree read before the scope knew it: scene values count now.
      scope.graph = graph
      scope.center.refreshReaders()
      graph.flush()
    }
  }


  /// Removes the whole tree, as a window closing would: every `onDisappear` action runs
  /// (children before parents), every `task` is cancelled, and nothing updates afterwards.
  /// Releasing the host and every handle on its views (``HostedView``, ``PresentedAlert``…) does
  /// the same. Queries on the host afterwards find nothing mounted.
  ///
  /// ```swift
  /// // Fragment
  /// let host = ViewHost(TimerView())
  /// host.unmount()
  /// #expect(host.root.isMounted == false)
  /// ```
  public func unmount() {
    graph.tearDown()
  }

  /// The root view.
  public var root: HostedView { HostedView(graph.root) }

  // MARK: Queries (see HostedView)

  /// The one view showing exactly `text`, anywhere on screen (sheets included; only the top
  /// screen of a navigation stack and the selected tab are on screen).
  ///
  /// - Parameter text: the characters the `Text` shows.
  /// - Throws: ``ViewHostError`` when there is none or several.
  public func find(text: String) throws -> HostedView { try root.find(text: text) }

  /// The views showing exactly `text` on screen, in tree order. It does not look into covered
  /// screens or tabs that are not selected (see ``HostedView/findAll(text:)``).
  ///
  /// - Parameter text: the characters the `Text`s show.
  public func findAll(text: String) -> [HostedView] { root.findAll(text: text) }

  /// The one view of type `V` on screen.
  ///
  /// - Parameter type: the view's type.
  /// - Throws: ``ViewHostError`` when there is none or several.
  public func find<V: View>(_ type: V.Type) throws -> HostedView { try root.find(type) }

  /// The views of type `V` on screen, in tree order.
  ///
  /// - Parameter type: the views' type.
  public func findAll<V: View>(_ type: V.Type) -> [HostedView] { root.findAll(type) }

  /// The one button on screen titled `title`.
  ///
  /// - Parameter title: the texts of its label, joined by spaces.
  /// - Throws: ``ViewHostError`` when there is none or several.
  public func button(_ title: String) throws -> HostedView { try root.button(title) }

  /// The one text field on screen titled `title`.
  ///
  /// - Parameter title: the texts of its label.
  /// - Throws: ``ViewHostError`` when there is none or several.
  public func textField(_ title: String) throws -> HostedView { try root.textField(title) }

  // MARK: Presentations

  /// The presented alerts, in tree order (SwiftUI shows one at a time; the first is ``alert``).
  public var alerts: [PresentedAlert] { presentedAlerts(.alert) }

  /// The presented alert, if any.
  public var alert: PresentedAlert? { alerts.first }

  /// Taps a button of the presented alert (see ``PresentedAlert/tapButton(_:)``).
  ///
  /// - Parameter title: the button's title.
  /// - Throws: ``ViewHostError`` when no alert is presented or it has no such button.
  public func tapAlertButton(_ title: String) throws {
    guard let alert else { throw ViewHostError("No alert is presented.") }
    try alert.tapButton(title)
  }

  /// The presented sheets, in tree order (a sheet presented from a sheet comes after it).
  /// Full-screen covers and popovers have their own lists (``fullScreenCovers``, ``popovers``).
  public var sheets: [PresentedSheet] { presentations(.sheet) }

  /// The topmost presented sheet, if any.
  public var sheet: PresentedSheet? { sheets.last }

  /// Dismisses the topmost sheet (see ``PresentedSheet/dismiss()``).
  ///
  /// - Throws: ``ViewHostError`` when no sheet is presented.
  public func dismissSheet() throws {
    guard let sheet else { throw ViewHostError("No sheet is presented.") }
    try sheet.dismiss()
  }

  // MARK: Updates

  /// Applies pending updates now (re-evaluating invalidated views and running the actions
  /// they cause) until nothing is pending.
  ///
  /// - Throws: ``ViewHostError`` when updates keep invalidating views (after 100 passes).
  public func update() throws {
    try graph.update()
  }

  /// The undo manager the host gives its views (`\.undoManager`), if it supports undo.
  public var undoManager: UndoManager? { graph.root.context.environment.undoManager }

  /// Lets pending work run — tasks started by `task`, tasks started by the views' actions,
  /// main-actor jobs, work registered with ``OutsideWork`` (such as HierarchyResponder's `async`
  /// responders) — and applies the updates it causes, until the hierarchy is quiescent.
  ///
  /// Each round yields to other main-actor work, then applies pending updates. It returns as soon
  /// as nothing is pending, every `task` of this host has finished, every task started from an
  /// action of this host's views has finished, and no outside work of this host is running: an
  /// `async` handler that sleeps or awaits a network call is waited for.
  ///
  /// Tasks started from actions: a `Task { … }` created while HeadlessUI runs an action of a
  /// hosted view — a `Button`'s action, `onTapGesture`, `onAppear`, `onChange`, `onSubmit`,
  /// `onDelete`, an alert's button, a `refreshable` action, through this host's interactions or
  /// its updates — and the tasks those tasks create in turn. Swift copies the action's task-local
  /// values into the tasks it starts, which is how the host sees them; nothing changes in app code.
  /// Not covered: `Task.detached`, and tasks started from elsewhere (a timer, a notification, a
  /// call a test makes on a model directly).
  ///
  /// When it has waited `timeout` seconds first (time the main actor spends on other work, such
  /// as other tests' views, does not count):
  /// - outside work still running (an `async` responder that never finishes: a continuation
  ///   nobody resumes, a sleep longer than the timeout) is an error: it throws;
  /// - `task`s, and tasks started from actions, still running are taken as long-lived and left
  ///   running: SwiftUI runs a `task` as long as its view is shown, and a loop over an async
  ///   sequence never finishes. It returns. A test of a view with such a task can pass a short
  ///   `timeout`.
  ///
  /// To look at the screen while work is still in flight (a "Saving…" state), use
  /// ``runUntilIdle()`` instead.
  ///
  /// ```swift
  /// try host.button("Sync").tap()  // its action runs `Task { let n = await download(); … }`
  /// try await host.settle()        // the task has finished, and its state writes are applied
  /// #expect(try host.find(text: "Synced 3 items").isMounted)
  /// ```
  ///
  /// - Parameters:
  ///   - timeout: how long to wait, in seconds, for tasks and outside work to finish.
  ///   - maxRounds: how many rounds that apply updates to allow before giving up (updates that
  ///     keep invalidating views).
  /// - Throws: ``ViewHostError`` when outside work is still running after `timeout`, or updates
  ///   are still happening after `maxRounds` rounds.
  public func settle(timeout: TimeInterval = 1, maxRounds: Int = 100) async throws {
    let limit = UInt64(max(0, timeout) * 1_000_000_000)
    // The time spent waiting: each pause counts as its real length, but at most 5 ms, so that
    // time the main actor spends on other work (other tests' views) does not use up the timeout.
    var waited: UInt64 = 0
    var updateRounds = 0
    while true {
      if try await updateRound() {
        updateRounds += 1
        if updateRounds >= maxRounds {
          throw ViewHostError(
            "The hierarchy did not settle after \(maxRounds) rounds: updates are still pending (\(graph.tasks.runningCount) tasks running)."
          )
        }
        continue
      }
      let outside = OutsideWork.runningCount(for: graph)
      if graph.tasks.runningCount == 0, graph.actionWork.runningCount == 0, outside == 0 { return }
      if waited >= limit {
        guard outside == 0 else {
          throw ViewHostError(
            "The hierarchy did not settle within \(timeout) seconds: outside work (such as an async responder) is still running (\(outside) \(outside == 1 ? "owner" : "owners"))."
          )
        }
        return
      }
      let pause = DispatchTime.now().uptimeNanoseconds
      try? await Task.sleep(nanoseconds: 1_000_000)
      waited += min(DispatchTime.now().uptimeNanoseconds - pause, 5_000_000)
    }
  }

  /// Lets the work the views started run until all of it waits, without waiting for it to
  /// finish, and applies the updates it caused: a test can then look at the screen while work
  /// is in flight.
  ///
  /// Work here is what ``settle(timeout:maxRounds:)`` waits for: `task`s, tasks started from the
  /// views' actions, outside work such as HierarchyResponder's `async` responders. Each round
  /// yields to main-actor work, then applies pending updates; it returns after two rounds in a
  /// row in which nothing was pending and no work started or finished (with a 1 ms pause
  /// between them, so that work that hopped to another actor can come back). Work suspended on
  /// something only the test can resume (a continuation, a gate, a long sleep) stays suspended.
  ///
  /// The loading-state recipe: a handler that shows "Saving…", then awaits a store the test
  /// holds closed.
  ///
  /// ```swift
  /// // Fragment
  /// try host.button("Save").tap()
  /// try await host.runUntilIdle()     // the handler runs until it awaits the closed store
  /// #expect(try host.find(text: "Saving…").isMounted)
  /// store.gate.open()
  /// try await host.settle()           // the handler has finished
  /// #expect(try host.find(text: "Saved").isMounted)
  /// ```
  ///
  /// - Throws: ``ViewHostError`` when updates are still happening after 100 rounds.
  public func runUntilIdle() async throws {
    func snapshot() -> [Int] {
      [graph.tasks.runningCount, graph.actionWork.runningCount, OutsideWork.runningCount(for: graph)]
    }
    var last = snapshot()
    var quietRounds = 0
    var busyRounds = 0
    while quietRounds < 2 {
      let hadWork = try await updateRound()
      let now = snapshot()
      if hadWork || now != last {
        quietRounds = 0
        busyRounds += 1
        if busyRounds >= 100 {
          throw ViewHostError("The hierarchy did not become idle after 100 rounds: updates are still pending.")
        }
      } else {
        quietRounds += 1
        if quietRounds == 1 { try? await Task.sleep(nanoseconds: 1_000_000) }
      }
      last = now
    }
  }

  /// One round of ``settle(timeout:maxRounds:)`` and ``runUntilIdle()``: yields to main-actor
  /// work, then applies pending updates. Returns whether updates were pending.
  private func updateRound() async throws -> Bool {
    for _ in 0..<10 { await Task.yield() }
    let hadWork = graph.hasPendingWork
    try graph.update()
    return hadWork
  }

  // MARK: Diagnostics

  /// How many times a `body` of type `type` (a view, or a view modifier's `body(content:)`) was
  /// evaluated since the host started or ``resetBodyEvaluationCounts()``.
  ///
  /// - Parameter type: a view type, or a view modifier type.
  public func bodyEvaluationCount(of type: Any.Type) -> Int {
    graph.bodyEvaluations[ObjectIdentifier(type)] ?? 0
  }

  /// How many bodies were evaluated in all since the host started or the last reset.
  public var totalBodyEvaluationCount: Int {
    graph.bodyEvaluations.values.reduce(0, +)
  }

  /// Sets every body evaluation count to zero.
  public func resetBodyEvaluationCounts() {
    graph.resetBodyEvaluations()
  }

  /// Problems met while updating, oldest first (e.g. updates that never settled).
  public var issues: [String] { graph.issues }

  /// The live tree as indented text, one view per line; presented sheets and alerts appear
  /// under their presenter.
  ///
  /// Libraries' internal modifiers (``LibraryModifier``, such as HierarchyResponder's responders
  /// and their environment writes) are left out unless `showingLibraryModifiers` is `true`.
  ///
  /// ```swift
  /// // Fragment
  /// print(host.render())
  /// // CounterView
  /// //   VStack
  /// //     Text("Count: 1")
  /// //     Button("Increment")
  /// //       Text("Increment")
  /// ```
  ///
  /// - Parameter showingLibraryModifiers: whether to show libraries' internal modifiers too.
  public func render(showingLibraryModifiers: Bool = false) -> String {
    root.render(showingLibraryModifiers: showingLibraryModifiers)
  }

  /// One line: the root view's type and how many nodes (views and modifiers) are mounted, such
  /// as `ViewHost(CounterView, 6 nodes)` (a failing expectation on a host prints this, not the
  /// tree; use ``render(showingLibraryModifiers:)`` for the tree).
  public var description: String { TreeDump.summary(graph.root, label: "ViewHost") }
}
