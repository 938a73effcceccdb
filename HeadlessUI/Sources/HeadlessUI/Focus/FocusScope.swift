/// The focus of one window (one ``ViewHost``): which focusable view has it, the `.focused`
/// bindings to keep in step with it, and the focused values it publishes.
///
/// A view can have focus only while it is on screen (`isOnScreen`: not in a deselected
/// tab, not under a pushed screen, not removed): a focused view that leaves the screen loses focus, and the bindings
/// bound to it reset, as a text field that disappears on a device resigns first responder.
@MainActor
final class FocusScope {
  /// The app (or the single window) whose key window's focused values `@FocusedValue` reads.
  let center: FocusCenter
  /// Set by the host once its graph exists.
  weak var graph: ViewGraph?
  private weak var focusedNode: Node?
  /// The mounted `.focused` modifiers of this window.
  private var bindings: [WeakNode] = []

  init(center: FocusCenter) {
    self.center = center
  }

  // MARK: Focus

  /// The focused view, when it is still on screen.
  var focused: Node? {
    guard let node = focusedNode else { return nil }
    return node.isMounted && node.isOnScreen ? node : nil
  }

  /// Whether `node` has focus.
  func isFocused(_ node: Node) -> Bool { focused === node }

  /// Moves focus to `node` (a focusable view), or takes it away (`nil`): the `.focused` bindings
  /// follow, views reading `isFocused` re-render, and `@FocusedValue` readers update.
  func focus(_ node: Node?) {
    let previous = focusedNode
    guard previous !== node || (node.map { !$0.isMounted } ?? false) else {
      syncBindings()
      return
    }
    focusedNode = node
    previous?.invalidate()
    node?.invalidate()
    syncBindings()
    center.refreshReaders()
  }

  /// Drops focus held by a view that left the screen (called before every host query).
  func dropFocusOffScreen() {
    if focusedNode != nil, focused == nil { focus(nil) }
  }

  /// The focusable views on screen, in tree order: the order of Tab (Shift-Tab goes backwards).
  var focusableNodes: [Node] {
    guard let root = graph?.root else { return [] }
    return root.screenNodes().filter { $0.isFocusable && $0.environment.isEnabled }
  }

  /// Moves focus to the next (or previous) focusable view, wrapping around, as Tab and Shift-Tab do.
  func advance(backwards: Bool) {
    dropFocusOffScreen()
    let nodes = focusableNodes
    guard !nodes.isEmpty else { return }
    let index = nodes.firstIndex { $0 === focused }
    let next: Int
    if let index {
      next = (index + (backwards ? nodes.count - 1 : 1)) % nodes.count
    } else {
      next = backwards ? nodes.count - 1 : 0
    }
    focus(nodes[next])
  }

  // MARK: Bindings

  /// Records a mounted `.focused` modifier.
  func register(binding node: Node) {
    bindings.removeAll { $0.node == nil || $0.node?.isMounted == false }
    if !bindings.contains(where: { $0.node === node }) { bindings.append(WeakNode(node: node)) }
  }

  /// Writes every `.focused` binding from where focus is: the value of the bound view that has
  /// it, the reset value (`nil`, `false`) for the others that still hold theirs.
  private func syncBindings() {
    let focused = self.focused
    for entry in bindings {
      guard let node = entry.node, node.isMounted, let binding = node.modifier as? FocusBinding else { continue }
      binding.sync(isFocused: focused != nil && binding.target(of: node) === focused)
    }
  }

  // MARK: Focused values

  /// The values published by the focused view and its ancestors (the innermost publisher of a
  /// key wins), then the scene values of this window for the keys still unset.
  var focusedValues: FocusedValues {
    var values = FocusedValues()
    if let focused {
      for node in focused.focusedViewChain.reversed() + focused.ancestors {
        (node.modifier as? FocusedValuePublishing)?.publish(into: &values)
      }
    }
    if let root = graph?.root {
      for node in root.screenNodes() {
        guard let publisher = node.modifier as? FocusedValuePublishing, publisher.isSceneValue else { continue }
        publisher.publish(into: &values)
      }
    }
    return values
  }
}

extension Node {
  /// Whether this view can take focus: `.focusable()`, a text field, a secure field.
  var isFocusable: Bool {
    if let focusable = modifier as? FocusableModifier { return focusable.isFocusable }
    return textField != nil
  }

  /// This node and the nodes that only wrap it (modifiers and their content placeholders), down
  /// to the first view of another kind: the modifiers applied to the focused view itself, which
  /// publish focused values as its ancestors do.
  var focusedViewChain: [Node] {
    var result = [self]
    var current = self
    while current.children.count == 1, let child = current.children.first,
      current.modifier != nil || current.view is ModifiedViewContent
    {
      result.append(child)
      current = child
    }
    return result
  }
}

/// A `ViewModifier`'s `content` placeholder: it shows the modified view itself.
protocol ModifiedViewContent {}

extension _ViewModifier_Content: ModifiedViewContent {}

/// The key in the environment under which a window's focus lives.
struct FocusScopeKey: EnvironmentKey {
  static var defaultValue: FocusScope? { nil }
}

/// The focus center of a host without windows (the menu bar): it reads the key window's values.
struct FocusCenterKey: EnvironmentKey {
  static var defaultValue: FocusCenter? { nil }
}

extension EnvironmentValues {
  /// The focus of the window this view is in.
  var focusScope: FocusScope? {
    get { self[FocusScopeKey.self] }
    set { self[FocusScopeKey.self] = newValue }
  }

  /// The app's focus center: the window's, or the menu bar's.
  var focusCenter: FocusCenter? {
    get { self[FocusCenterKey.self] ?? focusScope?.center }
    set { self[FocusCenterKey.self] = newValue }
  }
}
