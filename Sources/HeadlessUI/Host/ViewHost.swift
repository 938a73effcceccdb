/// Mounts a view hierarchy headlessly and lets tests (and demos) look at it and interact with it.
///
/// The host evaluates bodies, keeps `@State`, propagates the environment and preferences, runs
/// `onAppear`/`onDisappear`/`onChange`/`task`, and presents alerts and sheets as data. It lays
/// nothing out and draws nothing.
///
/// Updates: a state write (from a button action, a tap gesture, a text entry, a task…) invalidates
/// the view owning the state. Interactions through the host (`tap`, `enterText`,
/// `tapButton`, `dismiss`) apply the updates synchronously before they return; writes from
/// elsewhere are applied on the next main-actor turn, by ``update()``, or by ``settle(maxRounds:)``.
/// An update re-evaluates the invalidated views and their subtrees only.
///
/// Order of actions after an update: in the order met while updating — removed views'
/// `onDisappear` (children before parents) before inserted views' `onAppear` (parents before
/// children); `onChange` actions where their view is; then `onPreferenceChange` actions.
///
/// ```swift
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

  /// Mounts `root` (running its appear actions and the updates they cause).
  ///
  /// - Parameter environment: the environment the root view sees.
  public init<Root: View>(_ root: Root, environment: EnvironmentValues = EnvironmentValues()) {
    graph = ViewGraph(root: root, environment: environment)
  }

  /// Releasing the host removes the tree, as ``unmount()`` does.
  isolated deinit {
    graph.tearDown()
  }

  /// Removes the whole tree, as a window closing would: every `onDisappear` action runs
  /// (children before parents), every `task` is cancelled, and nothing updates afterwards.
  /// Releasing the host does the same. Queries on the host afterwards find nothing mounted.
  ///
  /// ```swift
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

  /// The one view showing exactly `text`, anywhere on screen (sheets included).
  public func find(text: String) throws -> HostedView { try root.find(text: text) }

  /// The views showing exactly `text`, in tree order.
  public func findAll(text: String) -> [HostedView] { root.findAll(text: text) }

  /// The one mounted view of type `V`.
  public func find<V: View>(_ type: V.Type) throws -> HostedView { try root.find(type) }

  /// The mounted views of type `V`, in tree order.
  public func findAll<V: View>(_ type: V.Type) -> [HostedView] { root.findAll(type) }

  /// The one button titled `title`.
  public func button(_ title: String) throws -> HostedView { try root.button(title) }

  /// The one text field titled `title`.
  public func textField(_ title: String) throws -> HostedView { try root.textField(title) }

  // MARK: Presentations

  /// The presented alerts, in tree order (SwiftUI shows one at a time; the first is ``alert``).
  public var alerts: [PresentedAlert] {
    graph.root.screenNodes()
      .filter { ($0.modifier as? AlertModifier)?.isShown == true && $0.presented.contains { $0.role == .alert } }
      .map(PresentedAlert.init)
  }

  /// The presented alert, if any.
  public var alert: PresentedAlert? { alerts.first }

  /// Taps a button of the presented alert (see ``PresentedAlert/tapButton(_:)``).
  ///
  /// - Throws: ``ViewHostError`` when no alert is presented or it has no such button.
  public func tapAlertButton(_ title: String) throws {
    guard let alert else { throw ViewHostError("No alert is presented.") }
    try alert.tapButton(title)
  }

  /// The presented sheets, in tree order (a sheet presented from a sheet comes after it).
  public var sheets: [PresentedSheet] {
    graph.root.screenNodes().flatMap { presenter in
      presenter.presented.filter { $0.role == .sheet }.map { PresentedSheet(presenter: presenter, root: $0) }
    }
  }

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

  /// Lets pending work run — tasks started by `task`, main-actor jobs — and applies the updates
  /// it causes, until the hierarchy is quiescent.
  ///
  /// Each round yields to other main-actor work, then applies pending updates. It returns when
  /// nothing is pending and every task has finished, or when nothing happened for 10 rounds
  /// while tasks still run (they wait for something outside the hierarchy).
  ///
  /// - Throws: ``ViewHostError`` when updates are still happening after `maxRounds` rounds.
  public func settle(maxRounds: Int = 100) async throws {
    var idleRounds = 0
    for _ in 0..<maxRounds {
      for _ in 0..<10 { await Task.yield() }
      let hadWork = graph.hasPendingWork
      try graph.update()
      if hadWork {
        idleRounds = 0
        continue
      }
      if graph.tasks.runningCount == 0 { return }
      idleRounds += 1
      if idleRounds >= 10 { return }
      try? await Task.sleep(nanoseconds: 1_000_000)
    }
    throw ViewHostError(
      "The hierarchy did not settle after \(maxRounds) rounds: updates are still pending (\(graph.tasks.runningCount) tasks running)."
    )
  }

  // MARK: Diagnostics

  /// How many times a `body` of type `type` (a view, or a view modifier's `body(content:)`) was
  /// evaluated since the host started or ``resetBodyEvaluationCounts()``.
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
  public func render() -> String { root.render() }

  /// Same as ``render()``.
  public var description: String { render() }
}
