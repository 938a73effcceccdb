/// The focus of a whole app: its windows' focus scopes, the key window, and the
/// `@FocusedValue` readers, which all read the key window's focused values (commands and views
/// alike: "the focused scene" of Apple's `focusedSceneValue` documentation).
@MainActor
final class FocusCenter {
  /// The window whose focused values readers see.
  weak var keyScope: FocusScope? {
    didSet { if oldValue !== keyScope { refreshReaders() } }
  }
  private var readers: [FocusedValueReader] = []
  private var isRefreshScheduled = false
  private var isRefreshAfterChildrenScheduled = false

  /// The key window's focused values (empty when no window is key).
  var focusedValues: FocusedValues {
    keyScope?.dropFocusOffScreen()
    return keyScope?.focusedValues ?? FocusedValues()
  }

  /// Records (or updates) what the `@FocusedValue` at `key` of `node` read.
  func register(_ node: Node, key: Int, hasChanged: @escaping @MainActor (FocusedValues) -> Bool) {
    readers.removeAll { $0.node == nil || $0.node?.isMounted == false || ($0.node === node && $0.key == key) }
    readers.append(FocusedValueReader(node: node, key: key, hasChanged: hasChanged))
  }

  /// Re-renders the readers whose value changed.
  func refreshReaders() {
    readers.removeAll { $0.node == nil || $0.node?.isMounted == false }
    guard !readers.isEmpty else { return }
    let values = focusedValues
    for reader in readers {
      guard let node = reader.node, node.isMounted, reader.hasChanged(values) else { continue }
      node.invalidate()
    }
  }

  /// ``scheduleRefresh(after:)`` once the subtree rendering now is rendered (a value it publishes
  /// appeared or changed): one request for all the focused values of a subtree, which a
  /// responder's view publishes two of.
  func scheduleRefreshAfterChildren(in graph: ViewGraph) {
    guard !isRefreshAfterChildrenScheduled else { return }
    isRefreshAfterChildrenScheduled = true
    graph.afterChildren { [self] in
      isRefreshAfterChildrenScheduled = false
      scheduleRefresh(after: graph)
    }
  }

  /// Refreshes the readers after the current update of `graph` (a published value changed).
  func scheduleRefresh(after graph: ViewGraph) {
    guard !isRefreshScheduled else { return }
    isRefreshScheduled = true
    graph.enqueue { [weak self] in
      guard let self else { return }
      self.isRefreshScheduled = false
      self.refreshReaders()
    }
  }
}

/// One `@FocusedValue` of one mounted view or commands.
@MainActor
struct FocusedValueReader {
  weak var node: Node?
  let key: Int
  let hasChanged: @MainActor (FocusedValues) -> Bool
}
