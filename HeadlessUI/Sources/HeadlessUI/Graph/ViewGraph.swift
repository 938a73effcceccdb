import Foundation

/// The reconciler: mounts views into ``Node``s, re-evaluates what changed, and runs the actions
/// (appear, disappear, change, preference) an update produces.
///
/// The update rule is SwiftUI's ("Demystify SwiftUI", WWDC21: identity, lifetime, dependencies).
/// A view's `body` is evaluated when the view is mounted and then only when:
/// - its own state changed (a `@State` write, an observed model property it read, an
///   `ObservableObject` it observes announced a change), or
/// - its parent re-evaluated and produced a value that differs from the previous one
///   (``ValueComparison``: `Equatable` by `==`, references by identity, closures as changed,
///   other values field by field), or
/// - an `@Environment` value it declared changed (per key: other keys do not count).
/// Nothing else re-evaluates: an unchanged child of a re-evaluated parent is skipped with its whole
/// subtree, except that a changed environment still flows down to the views that read it.
@MainActor
final class ViewGraph {
  /// Passes `flush()` runs before it reports that updates do not settle.
  static let maximumPasses = 100

  /// The graph evaluating a `body` right now, if any (``OutsideWork`` ties a registration made
  /// during a body to the host of that body).
  private(set) static weak var evaluating: ViewGraph?

  private(set) var root: Node!
  private var dirtyNodes: [Node] = []
  private var pendingActions: [() -> Void] = []
  /// Tasks of views that disappeared, cancelled once the actions queued with them ran.
  private var pendingCancellations: [Task<Void, Never>] = []
  private var serialCounter = 0
  /// Changes whenever a node is covered, revealed or unmounted: what ``Node/isOnScreen``
  /// remembered is then stale.
  private(set) var screenVersion = 0
  private var isFlushScheduled = false
  private(set) var isFlushing = false
  private(set) var isTornDown = false
  private(set) var bodyEvaluations: [ObjectIdentifier: Int] = [:]
  private var preferenceObservers: [Node] = []
  /// Set by every render; preference observers are only checked after something rendered.
  private var needsPreferenceCheck = true
  let tasks = TaskRegistry()
  /// The unstructured tasks started by the actions of this graph's views.
  private(set) lazy var actionWork = ActionWork(graph: self)
  let inbox = InvalidationInbox()
  /// What the crawl step in progress changed, while a ``Crawler`` that keeps its screens records it.
  var crawlLedger: CrawlLedger?
  /// Problems met while updating (updates that never settle…), oldest first.
  private(set) var issues: [String] = []

  init(root view: any View, environment: EnvironmentValues) {
    inbox.graph = self
    root = mount(view, key: 0, parent: nil, context: RenderContext(environment: environment))
    flush()
  }

  // The graph lives as long as its host or a handle on one of its views: when the last goes,
  // the tree is torn down (disappear actions run, tasks are cancelled), as when a window closes.
  #if compiler(>=6.2)
    isolated deinit {
      tearDown()
    }
  #else
    deinit {
      MainActor.assumeIsolated { tearDown() }
    }
  #endif

  func screenChanged() {
    screenVersion &+= 1
  }

  func nextSerial() -> Int {
    serialCounter += 1
    return serialCounter
  }

  // MARK: Work

  /// One piece of reconciliation left to do.
  private enum Step {
    /// Evaluate a node and reconcile its children.
    case render(Node)
    /// Bring a mounted node to a new value and context.
    case update(Node, view: any View, context: RenderContext, inputsChanged: Bool)
    /// Run code a render left for after the children it reconciled.
    case run(() -> Void)
  }

  /// The steps left, the next last. While a step runs, the steps it produces are appended above
  /// it, then put in the order they run (one buffer for the whole graph: no allocation per step).
  private var pending: [Step] = []
  private var isDriving = false

  /// Runs `step` after the steps the current one produced so far, or at once when no step runs.
  ///
  /// Reconciliation works from an explicit stack instead of the call stack, so that a tree as
  /// deep as an app can make it (thousands of nested views) renders, updates and unmounts in
  /// bounded stack. The order is the recursive one: the steps a render produces run in order,
  /// each with everything it produces, before the steps produced before that render's step.
  /// Code a primitive runs after reconciling its children, and that needs them rendered,
  /// goes through ``afterChildren(_:)``.
  private func schedule(_ step: Step) {
    pending.append(step)
    if !isDriving { drive() }
  }

  private func drive() {
    isDriving = true
    defer { isDriving = false }
    while let step = pending.popLast() {
      let produced = pending.count
      perform(step)
      // The first step produced runs first.
      pending[produced...].reverse()
    }
  }

  private func perform(_ step: Step) {
    switch step {
    case .render(let node):
      if node.isMounted { renderNow(node) }
    case .update(let node, let view, let context, let inputsChanged):
      if node.isMounted { updateNow(node, with: view, context: context, inputsChanged: inputsChanged) }
    case .run(let action):
      action()
    }
  }

  /// Runs `action` once the children the current render reconciled so far (and their subtrees)
  /// are rendered; at once when nothing renders.
  ///
  /// A primitive that reads what its children produced (their tags, their appearance) or whose
  /// effects must follow theirs calls this after reconciling them.
  func afterChildren(_ action: @escaping () -> Void) {
    schedule(.run(action))
  }

  // MARK: Rendering

  private func mount(
    _ view: any View, key: AnyHashable, parent: Node?, context: RenderContext, startsCovered: Bool = false
  ) -> Node {
    let (context, loading) = context.mounting(view)
    let node = Node(graph: self, parent: parent, key: key, view: view, context: context)
    if node.isAppearanceParticipant { node.countParticipants(1) }
    node.ownLoading = loading
    node.isCovered = startsCovered || loading != nil
    render(node)
    return node
  }

  /// Evaluates `node` with its current value and context, then reconciles its children (their
  /// own renders follow as steps: see ``schedule(_:)``).
  func render(_ node: Node) {
    schedule(.render(node))
  }

  private func renderNow(_ node: Node) {
    node.isDirty = false
    let primitive = node.view as? PrimitiveView
    // An item its container has not loaded yet waits (``DeferredLoading``).
    if let loading = node.context.loading, primitive?.rendersBeforeLoading != true, loading.defers(node) { return }
    needsPreferenceCheck = true
    if let primitive {
      primitive.render(node, in: self)
    } else {
      let body = evaluateBody(of: node)
      reconcileChildren(of: node, [ChildElement(key: 0, view: body)])
    }
  }

  /// Installs `node`'s dynamic properties in its view value and evaluates `body`, tracking the
  /// observable properties it reads.
  private func evaluateBody(of node: Node) -> any View {
    func evaluate<V: View>(_ view: V) -> any View {
      let installed = PropertyLayout.installing(view, in: node)
      node.view = installed
      if let message = MissingObject.take() {
        report(missingObject: message)
        return EmptyView()
      }
      // A UIKit representable has no body: its UIKit object is made or updated, nothing drawn.
      if V.Body.self == Never.self, RepresentableHost.host(installed, in: node) { return EmptyView() }
      return trackingReads(of: node) { installed.body }
    }
    let view = node.view
    let body = evaluate(view)
    countBodyEvaluation(of: type(of: node.view), in: node)
    return body
  }

  /// Runs `evaluate` (a `body`) so that the observable properties it reads invalidate `node`
  /// when they change (Observation's `withObservationTracking`, as SwiftUI does: "Discover
  /// Observation in SwiftUI", WWDC23), and so that a state write meanwhile is reported.
  func trackingReads<T>(of node: Node, _ evaluate: () -> T) -> T {
    let reference = node.reference
    let outer = Self.evaluating
    Self.evaluating = self
    defer { Self.evaluating = outer }
    inbox.setEvaluatingBody(true)
    defer { inbox.setEvaluatingBody(false) }
    let (value, registration) = ObservationTracking.track(evaluate) { reference.invalidateForChangedModel() }
    // Only the latest evaluation's reads count: the previous ones no longer invalidate.
    node.observation?.cancel()
    node.observation = registration
    return value
  }

  func countBodyEvaluation(of type: Any.Type, in node: Node) {
    node.bodyEvaluationCount += 1
    bodyEvaluations[ObjectIdentifier(type), default: 0] += 1
  }

  /// Brings a mounted `node` to a new value and context, re-evaluating only what the update rule
  /// asks for (see the type's documentation).
  func update(_ node: Node, with view: any View, context: RenderContext) {
    let inputsChanged = !ValueComparison.areEqualViews(node.view, view)
    // The common case under a re-evaluated parent, an unchanged child in an unchanged context,
    // needs no step: the update rule leaves it and its subtree alone. (Should a step that runs
    // before its turn invalidate it, it is rendered with the other invalidated nodes of the pass.)
    if !inputsChanged, !node.isDirty, node.context.isIdentical(to: context.adopted(by: node)) { return }
    schedule(.update(node, view: view, context: context, inputsChanged: inputsChanged))
  }

  /// Brings a mounted `node` whose value did not change (``ChildElement/keepsValue``) to a new
  /// context: it re-evaluates only if it is invalidated or reads a changed environment value.
  private func keepValue(of node: Node, context: RenderContext) {
    if !node.isDirty, node.context.isIdentical(to: context.adopted(by: node)) { return }
    schedule(.update(node, view: node.view, context: context, inputsChanged: false))
  }

  private func updateNow(_ node: Node, with view: any View, context: RenderContext, inputsChanged: Bool) {
    let context = context.adopted(by: node)
    let contextChanged = !node.context.isIdentical(to: context)
    node.context = context
    let modified = node.bodyModifierHost
    if inputsChanged { node.inputsVersion &+= 1 }
    if inputsChanged,
       !node.isDirty,
       let modified,
       modified.hasSameModifier(as: view),
       !(contextChanged && node.environmentDependenciesChanged(in: context.environment))
    {
      // Only the modified content changed: the modifier's body is not evaluated again.
      node.view = view
      modified.updateContent(of: node, to: view)
      if contextChanged { propagateContext(of: node) }
      return
    }
    if inputsChanged { node.view = view }
    if node.isDirty || inputsChanged {
      renderNow(node)
    } else if contextChanged {
      if modified == nil, node.view is PrimitiveView {
        renderNow(node)
      } else if node.environmentDependenciesChanged(in: context.environment) {
        renderNow(node)
      } else {
        propagateContext(of: node)
      }
    }
  }

  /// Hands `node`'s (new) context to its children without re-evaluating `node`.
  private func propagateContext(of node: Node) {
    let context = node.bodyModifierHost != nil ? node.modifierBodyContext : node.context
    for child in node.children {
      update(child, with: child.view, context: context)
    }
  }

  /// Shows `elements` as the children of `node`, keeping the nodes whose key and type match.
  func reconcileChildren(of node: Node, _ elements: [ChildElement], context: RenderContext? = nil) {
    node.children = reconcile(node.children, parent: node, elements, context: context ?? node.context)
  }

  /// Shows `elements` as detached subtrees of `node` (a presented sheet or alert).
  func reconcilePresented(of node: Node, _ elements: [ChildElement], role: PresentationRole) {
    let kept = node.presented.filter { $0.role != role }
    let current = node.presented.filter { $0.role == role }
    let updated = reconcile(current, parent: node, elements, context: node.context)
    for child in updated { child.role = role }
    node.presented = kept + updated
  }

  private func reconcile(
    _ old: [Node], parent: Node, _ elements: [ChildElement], context: RenderContext
  ) -> [Node] {
    // A first render (a mount) matches nothing: no temporary table.
    if old.isEmpty {
      return elements.map {
        mount($0.view, key: $0.key, parent: parent, context: $0.context ?? context, startsCovered: $0.startsCovered)
      }
    }
    var reusable: [AnyHashable: Node] = [:]
    reusable.reserveCapacity(old.count)
    for child in old { reusable[child.key] = child }
    var matched: [Node?] = []
    matched.reserveCapacity(elements.count)
    for element in elements {
      if let existing = reusable[element.key],
         existing.viewType == ObjectIdentifier(type(of: element.view)) {
        reusable[element.key] = nil
        matched.append(existing)
      } else {
        matched.append(nil)
      }
    }
    // Removed children leave before new ones arrive (documented on `ViewHost`).
    for child in old where reusable[child.key] === child { unmount(child) }
    var result: [Node] = []
    result.reserveCapacity(elements.count)
    for (element, existing) in zip(elements, matched) {
      if let existing, element.keepsValue {
        keepValue(of: existing, context: element.context ?? context)
        result.append(existing)
      } else if let existing {
        update(existing, with: element.view, context: element.context ?? context)
        result.append(existing)
      } else {
        result.append(mount(
          element.view, key: element.key, parent: parent, context: element.context ?? context,
          startsCovered: element.startsCovered
        ))
      }
    }
    return result
  }

  /// Removes `node` and its subtree: children first, then the node itself (post-order), in
  /// bounded stack.
  func unmount(_ node: Node) {
    screenChanged()
    // Post-order from an explicit stack: a node leaves once everything below it has left.
    var pending: [(node: Node, expanded: Bool)] = [(node, false)]
    while let (current, expanded) = pending.popLast() {
      if expanded {
        leave(current)
        continue
      }
      pending.append((current, true))
      for child in current.presented.reversed() { pending.append((child, false)) }
      for child in current.children.reversed() { pending.append((child, false)) }
    }
  }

  /// Takes `node` out of the tree once its children and presented subtrees left. Clearing its
  /// children here releases them one by one, never as a deep chain.
  private func leave(_ node: Node) {
    if node.isAppearanceParticipant { node.countParticipants(-1) }
    if node.hasAppeared {
      node.hasAppeared = false
      (node.modifier as? AppearanceParticipant)?.disappear(node, in: self)
    }
    if let primitive = node.view as? PrimitiveView {
      primitive.unmount(node, in: self)
    } else if node.primitiveStorage != nil {
      RepresentableHost.dismantle(in: node)
    }
    node.observation?.cancel()
    node.observation = nil
    node.isMounted = false
    node.isDirty = false
    node.children = []
    node.presented = []
  }

  /// Removes the whole tree: disappear actions run, tasks are cancelled, and nothing updates
  /// afterwards. Called when the host is released or unmounted.
  func tearDown() {
    guard !isTornDown, let root else { return }
    unmount(root)
    runPendingActions()
    dirtyNodes.removeAll()
    _ = inbox.drain()
    isTornDown = true
  }

  // MARK: Updates

  /// Marks `node` for re-evaluation and schedules an update.
  func invalidate(_ node: Node) {
    crawlLedger?.record(node)
    guard !node.isDirty else { return }
    node.isDirty = true
    dirtyNodes.append(node)
    scheduleFlush()
  }

  /// Queues `action` to run after the current render pass, in the order it was queued.
  func enqueue(_ action: @escaping () -> Void) {
    pendingActions.append(action)
    scheduleFlush()
  }

  /// Updates happen at the latest on the next main-actor turn, like a run loop would do them.
  private func scheduleFlush() {
    guard !isFlushing, !isFlushScheduled else { return }
    isFlushScheduled = true
    Task { @MainActor [weak self] in
      guard let self else { return }
      self.isFlushScheduled = false
      self.flush()
    }
  }

  /// Cancels `task` after the actions queued so far (the `onDisappear` actions of the update
  /// that made its view disappear): SwiftUI "automatically cancels the task at some point after
  /// the view disappears" (`task(priority:_:)`).
  func cancelAfterActions(_ task: Task<Void, Never>) {
    pendingCancellations.append(task)
    scheduleFlush()
  }

  var hasPendingWork: Bool {
    !dirtyNodes.isEmpty || !pendingActions.isEmpty || !pendingCancellations.isEmpty || !inbox.isEmpty
  }

  /// Pending work caused by this graph's own update (not by writes from other threads meanwhile).
  private var hasPendingOwnWork: Bool {
    !dirtyNodes.isEmpty || !pendingActions.isEmpty || !pendingCancellations.isEmpty
      || inbox.hasUpdatePosts
  }

  /// Re-evaluates invalidated nodes and runs queued actions until nothing is pending.
  ///
  /// - Returns: `false` if work was still pending after ``maximumPasses`` passes (recorded in
  ///   ``issues``).
  @discardableResult
  func flush() -> Bool {
    guard !isFlushing, !isTornDown else { return true }
    isFlushing = true
    inbox.setUpdating(true)
    defer {
      inbox.setUpdating(false)
      isFlushing = false
    }
    // The actions an update runs (appear, change, preference…) may start tasks: tracked.
    return actionWork.run { flushPasses() }
  }

  private func flushPasses() -> Bool {
    for _ in 0..<Self.maximumPasses {
      for reference in inbox.drain() {
        if let node = reference.node { invalidate(node) }
      }
      renderDirtyNodes()
      runPendingActions()
      issues.append(contentsOf: inbox.drainIssues())
      if needsPreferenceCheck {
        needsPreferenceCheck = false
        notifyPreferenceObservers()
      }
      // Writes from other threads that arrived during this pass have scheduled the next update
      // (InvalidationInbox.post); only the update's own work keeps this one going, so a writer on
      // another thread cannot look like an update that never settles.
      if !hasPendingOwnWork { return true }
    }
    issues.append("Updates did not settle after \(Self.maximumPasses) passes: a state change keeps invalidating views")
    return false
  }

  private func renderDirtyNodes() {
    while !dirtyNodes.isEmpty {
      let batch = dirtyNodes.sorted { $0.depth < $1.depth }
      dirtyNodes.removeAll()
      for node in batch where node.isDirty && node.isMounted {
        render(node)
      }
    }
  }

  private func runPendingActions() {
    while !pendingActions.isEmpty || !pendingCancellations.isEmpty {
      let actions = pendingActions
      pendingActions.removeAll()
      for action in actions { action() }
      let cancellations = pendingCancellations
      pendingCancellations.removeAll()
      for task in cancellations { task.cancel() }
    }
  }

  /// Runs `action`, an action of one of this graph's views that a test performs through the host
  /// (a button's, a gesture's…), so that the tasks it starts are tracked (``ActionWork``), then
  /// applies the updates.
  func perform(_ action: () throws -> Void) throws {
    try actionWork.run(action)
    try update()
  }

  /// Changes the environment the root view sees, as a scene changing phase changes its
  /// windows' environment: the views that read a changed value update, and the actions that
  /// causes run, before this returns.
  func changeRootEnvironment(_ change: (inout EnvironmentValues) -> Void) throws {
    var context = root.context
    change(&context.environment)
    update(root, with: root.view, context: context)
    try update()
  }

  /// ``flush()``, throwing when updates do not settle.
  func update() throws {
    guard flush() else {
      throw ViewHostError(issues.last ?? "Updates did not settle")
    }
    // An interaction through the host is one event: the undo group its registrations opened
    // closes with it, as the run loop pass of an event ends on Apple's platforms.
    #if !canImport(ObjectiveC)
      root.context.environment.undoManager?.endEventGroup()
    #endif
  }

  func resetBodyEvaluations() {
    bodyEvaluations.removeAll()
  }

  // MARK: Preferences

  func addPreferenceObserver(_ node: Node) { preferenceObservers.append(node) }

  func removePreferenceObserver(_ node: Node) { preferenceObservers.removeAll { $0 === node } }

  private func notifyPreferenceObservers() {
    for observer in preferenceObservers where observer.isMounted {
      (observer.modifier as? PreferenceObserving)?.checkPreference(observer)
    }
  }
}
