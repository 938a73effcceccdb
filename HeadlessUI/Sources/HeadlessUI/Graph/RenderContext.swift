/// What a node inherits from its ancestors: the environment and, inside a `ViewModifier`'s body,
/// the content its `_ViewModifier_Content` placeholder stands for.
struct RenderContext {
  var environment: EnvironmentValues
  var modifierContent: ModifierContent?
  /// Set by a container for its content: each item below (the first view that is not
  /// structural) loads on demand, with its own ``loading`` (``DeferredLoading``).
  var defersItems = false
  /// The item this view is in when its container loads its items on demand: until the item is
  /// loaded, the view may wait (``DeferredLoading``).
  var loading: DeferredLoading?

  /// Whether `other` is this very context (same environment version, same modifier content):
  /// then nothing a view inherits changed.
  func isIdentical(to other: RenderContext) -> Bool {
    environment.version === other.environment.version && modifierContent === other.modifierContent
  }
}

/// The view a `ViewModifier`'s `content` placeholder renders, and the content of the
/// modifier that encloses it (for modifiers applied inside other modifiers' bodies).
///
/// One per mounted modifier: when only the modified content changes, SwiftUI does not
/// re-evaluate the modifier's `body(content:)`; the placeholders that show the content update
/// alone. The placeholders register here so that a new content invalidates them.
@MainActor
final class ModifierContent {
  private(set) var view: any View
  private(set) var outer: ModifierContent?
  private var placeholders: [WeakNode] = []

  init(view: any View, outer: ModifierContent?) {
    self.view = view
    self.outer = outer
  }

  /// Shows `view` (inside `outer`) from now on; the placeholders re-render if either changed.
  func update(view: any View, outer: ModifierContent?) {
    let changed = outer !== self.outer || !ValueComparison.areEqualViews(self.view, view)
    self.view = view
    self.outer = outer
    guard changed else { return }
    placeholders.removeAll { $0.node?.isMounted != true }
    for placeholder in placeholders { placeholder.node?.invalidate() }
  }

  /// Records that `node` (a `content` placeholder) shows this content.
  func register(_ node: Node) {
    guard !placeholders.contains(where: { $0.node === node }) else { return }
    placeholders.append(WeakNode(node: node))
  }
}

/// A weak reference to a node.
@MainActor
struct WeakNode {
  weak var node: Node?
}
