extension HostedView {
  /// Moves focus to this view, as a click or a tap on it would: to the first focusable view in
  /// its subtree (`focusable()`, a text field), or else to the focusable view it is inside.
  /// `@FocusState` bindings, `isFocused` and `@FocusedValue` readers follow, and the host updates
  /// before this returns.
  ///
  /// ```swift
  /// // Fragment
  /// try host.find(text: "Groceries").focus()
  /// #expect(try host.find(text: "Groceries").isFocused)
  /// ```
  ///
  /// - Throws: ``ViewHostError`` when the view left the tree, is not on screen, is disabled or
  ///   has no focusable view.
  public func focus() throws {
    guard node.isMounted else { throw ViewHostError("\(node.summary) is not in the tree: it cannot be focused.") }
    guard let scope = node.environment.focusScope else {
      throw ViewHostError("\(node.summary) is not in a host that tracks focus.")
    }
    let target = node.screenNodes().first { $0.isFocusable } ?? node.ancestors.first { $0.isFocusable }
    guard let target else { throw ViewHostError("\(node.summary) has no focusable view: it cannot be focused.") }
    guard target.isOnScreen else { throw ViewHostError("\(node.summary) is not on screen: it cannot be focused.") }
    try target.checkEnabled(to: "focused")
    scope.focus(target)
    try node.graph.update()
  }

  /// Whether this view has focus, or is inside the view that has it.
  public var isFocused: Bool {
    guard let focused = node.environment.focusScope?.focused else { return false }
    return focused === node || node.ancestors.contains { $0 === focused }
  }
}
