import Foundation

/// The reconciler: mounts views into ``Node``s, re-evaluates invalidated nodes and their
/// subtrees, and runs the actions (appear, disappear, change, preference) an update produces.
///
/// Update rule: a node is re-evaluated when it is invalidated (its state changed) or when its
/// parent was re-evaluated (its inputs may have changed). Nothing else is touched, so a state
/// change in one leaf re-evaluates that leaf's subtree only, never its siblings or ancestors.
@MainActor
final class ViewGraph {
  /// Passes `flush()` runs before it reports that updates do not settle.
  static let maximumPasses = 100

  private(set) var root: Node!
  private var dirtyNodes: [Node] = []
  private var pendingActions: [() -> Void] = []
  private var serialCounter = 0
  private var isFlushScheduled = false
  private(set) var isFlushing = false
  private(set) var bodyEvaluations: [ObjectIdentifier: Int] = [:]
  private var preferenceObservers: [Node] = []
  private var dynamicPropertyFreeTypes: Set<ObjectIdentifier> = []
  /// Set by every render; preference observers are only checked after something rendered.
  private var needsPreferenceCheck = true
  let tasks = TaskRegistry()
  let inbox = InvalidationInbox()
  /// Problems met while updating (updates that never settle…), oldest first.
  private(set) var issues: [String] = []

  init(root view: any View, environment: EnvironmentValues) {
    inbox.graph = self
    root = mount(view, key: 0, parent: nil, context: RenderContext(environment: environment))
    flush()
  }

  func nextSerial() -> Int {
    serialCounter += 1
    return serialCounter
  }

  // MARK: Rendering

  private func mount(_ view: any View, key: AnyHashable, parent: Node?, context: RenderContext) -> Node {
    let node = Node(graph: self, parent: parent, key: key, view: view, context: context)
    render(node)
    return node
  }

  /// Evaluates `node` with its current value and context, then reconciles its children.
  func render(_ node: Node) {
    node.isDirty = false
    needsPreferenceCheck = true
    if let primitive = node.view as? PrimitiveView {
      primitive.render(node, in: self)
    } else {
      link(node.view, to: node, prefix: "")
      let body = node.view.body
      countBodyEvaluation(of: type(of: node.view), in: node)
      reconcileChildren(of: node, [ChildElement(key: 0, view: body)])
    }
  }

  func countBodyEvaluation(of type: Any.Type, in node: Node) {
    node.bodyEvaluationCount += 1
    bodyEvaluations[ObjectIdentifier(type), default: 0] += 1
  }

  /// Points the `@State` and `@Environment` properties of `value` at `node`'s storage.
  func link(_ value: Any, to node: Node, prefix: String) {
    let type = ObjectIdentifier(Swift.type(of: value))
    if dynamicPropertyFreeTypes.contains(type) { return }
    var found = false
    for (index, child) in Mirror(reflecting: value).children.enumerated() {
      let label = prefix + (child.label ?? String(index))
      if let property = child.value as? LinkableProperty {
        property.link(to: node, key: label)
        found = true
      } else if child.value is DynamicProperty {
        link(child.value, to: node, prefix: label + ".")
        found = true
      }
    }
    if !found { dynamicPropertyFreeTypes.insert(type) }
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
      if let existing {
        existing.view = element.view
        existing.context = context
        render(existing)
        result.append(existing)
      } else {
        result.append(mount(element.view, key: element.key, parent: parent, context: context))
      }
    }
    return result
  }

  /// Removes `node` and its subtree: children first, then the node itself (post-order).
  func unmount(_ node: Node) {
    for child in node.children { unmount(child) }
    for child in node.presented { unmount(child) }
    (node.view as? PrimitiveView)?.unmount(node, in: self)
    node.isMounted = false
    node.isDirty = false
    node.children = []
    node.presented = []
  }

  // MARK: Updates

  /// Marks `node` for re-evaluation and schedules an update.
  func invalidate(_ node: Node) {
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

  var hasPendingWork: Bool { !dirtyNodes.isEmpty || !pendingActions.isEmpty || !inbox.isEmpty }

  /// Re-evaluates invalidated nodes and runs queued actions until nothing is pending.
  ///
  /// - Returns: `false` if work was still pending after ``maximumPasses`` passes (recorded in
  ///   ``issues``).
  @discardableResult
  func flush() -> Bool {
    guard !isFlushing else { return true }
    isFlushing = true
    defer { isFlushing = false }
    for _ in 0..<Self.maximumPasses {
      for node in inbox.drain() { invalidate(node) }
      renderDirtyNodes()
      runPendingActions()
      if needsPreferenceCheck {
        needsPreferenceCheck = false
        notifyPreferenceObservers()
      }
      if !hasPendingWork { return true }
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
    while !pendingActions.isEmpty {
      let actions = pendingActions
      pendingActions.removeAll()
      for action in actions { action() }
    }
  }

  /// ``flush()``, throwing when updates do not settle.
  func update() throws {
    guard flush() else {
      throw ViewHostError(issues.last ?? "Updates did not settle")
    }
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
