extension ViewHost {
  /// The focusable view that has focus in this window, or `nil`.
  ///
  /// A view loses focus when it leaves the screen (removed, in a deselected tab, under a pushed
  /// screen).
  public var focusedView: HostedView? {
    guard let scope = focusScope else { return nil }
    scope.dropFocusOffScreen()
    return scope.focused.map(HostedView.init)
  }

  /// Moves focus to the next focusable view in tree order, as the Tab key does (Shift-Tab, the
  /// previous one, with `backwards`), wrapping around; from nothing focused, to the first (or
  /// last). Disabled views and views off screen are skipped. The host updates before this
  /// returns.
  ///
  /// ```swift
  /// // Fragment
  /// try host.pressTab()
  /// #expect(host.focusedView?.texts == ["Username"])
  /// ```
  ///
  /// - Parameter backwards: `true` for Shift-Tab.
  /// - Throws: ``ViewHostError`` when updates do not settle.
  public func pressTab(backwards: Bool = false) throws {
    focusScope?.advance(backwards: backwards)
    try update()
  }

  /// Takes focus away from every view of this window (as clicking an empty area does). The host
  /// updates before this returns.
  ///
  /// - Throws: ``ViewHostError`` when updates do not settle.
  public func removeFocus() throws {
    focusScope?.focus(nil)
    try update()
  }

  /// This window's focus.
  var focusScope: FocusScope? { graph.root.environment.focusScope }
}
