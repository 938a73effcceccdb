/// What a node inherits from its ancestors: the environment and, inside a `ViewModifier`'s body,
/// the content its `_ViewModifier_Content` placeholder stands for.
struct RenderContext {
  var environment: EnvironmentValues
  var modifierContent: ModifierContent?
}

/// The view a `ViewModifier`'s `content` placeholder renders, and the content of the
/// modifier that encloses it (for modifiers applied inside other modifiers' bodies).
@MainActor
final class ModifierContent {
  let view: any View
  let outer: ModifierContent?

  init(view: any View, outer: ModifierContent?) {
    self.view = view
    self.outer = outer
  }
}
