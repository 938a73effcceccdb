import Foundation

/// What one crawl step changed in a window, as the host saw it: the nodes it invalidated, the
/// screens it pushed, and whether a model, the undo stacks or unfinished work changed too.
///
/// A ``Crawler`` (unless ``CrawlLimits/freshRootForEveryPath``) goes back by popping a
/// pushed screen instead of replaying from a fresh root only when the ledgers of the steps to
/// undo prove them contained in that screen (``isContained(in:pushedBy:)``).
@MainActor
final class CrawlLedger {
  /// Each node invalidated during the step while mounted: its identity and its ancestors',
  /// taken when it was invalidated (it may leave the tree later in the step).
  private var invalidated: [[ObjectIdentifier]] = []
  /// The pushes during the step: the stack's state and its depth after the push.
  var pushes: [(state: NavigationStackState, depth: Int)] = []
  /// Whether the step's effects can be seen whole by the host: no model change (observable
  /// properties, objects, stored defaults, focus), the undo stacks untouched, no work running
  /// after it. Set by ``finish(in:)``.
  private(set) var isClean = false
  /// The screen the step pushed, when it pushed exactly one (set by ``finish(in:)``).
  private(set) var pushedScreen: (state: NavigationStackState, screen: Node, depth: Int)?

  #if canImport(ObjectiveC)
    /// A count no other reading gives: stacks that Foundation's undo manager does not count.
    private static var unknownUndoState = 0
  #endif
  private let modelChanges: Int
  private let undoChanges: Int?

  /// Starts recording `graph`'s changes.
  init(recording graph: ViewGraph) {
    modelChanges = graph.inbox.modelChangeCount
    undoChanges = Self.undoChangeCount(of: graph)
    graph.crawlLedger = self
  }

  /// Records that `node` was invalidated.
  func record(_ node: Node) {
    guard node.isMounted else { return }
    var chain: [ObjectIdentifier] = []
    var current: Node? = node
    while let ancestor = current {
      chain.append(ObjectIdentifier(ancestor))
      current = ancestor.parent
    }
    invalidated.append(chain)
  }

  /// Stops recording and judges the step, its work being idle in `graph`.
  func finish(in graph: ViewGraph) {
    if graph.crawlLedger === self { graph.crawlLedger = nil }
    isClean = graph.inbox.modelChangeCount == modelChanges
      && Self.undoChangeCount(of: graph) == undoChanges
      && graph.actionWork.runningCount == 0
      && OutsideWork.runningCount(for: graph, includingProcessWide: false) == 0
    if pushes.count == 1, let (state, depth) = pushes.first, let stack = state.node,
       state.depth == depth, stack.children.count == depth + 1
    {
      pushedScreen = (state, stack.children[depth], depth)
    }
  }

  /// Whether everything this step changed lies in `screen` (a screen that `stack` pushed), or
  /// is `stack`'s own navigation state: popping `screen` then removes all of it.
  func isContained(in screen: Node, pushedBy stack: Node) -> Bool {
    guard isClean else { return false }
    for state in pushes where state.state.node !== stack { return false }
    let stackID = ObjectIdentifier(stack)
    let screenID = ObjectIdentifier(screen)
    return invalidated.allSatisfy { chain in chain.first == stackID || chain.contains(screenID) }
  }

  /// The undo manager's count of changes, `nil` without one. On Apple's platforms, where
  /// Foundation's undo manager counts none, any undo or redo operation counts as a change.
  private static func undoChangeCount(of graph: ViewGraph) -> Int? {
    guard let undoManager = graph.root.context.environment.undoManager else { return nil }
    #if canImport(ObjectiveC)
      guard undoManager.canUndo || undoManager.canRedo || undoManager.groupingLevel > 0 else { return 0 }
      unknownUndoState -= 1
      return unknownUndoState
    #else
      return undoManager.changeCount
    #endif
  }
}
