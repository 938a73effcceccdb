/// A handle on one mounted view of a ``ViewHost``: inspect it, search its subtree, tap it.
///
/// Searches cover what is on screen in the view's subtree, in tree order: the top screen of a
/// navigation stack, the selected tab, and sheets presented inside it (alerts have their own
/// API: ``ViewHost/alert``). A handle on a covered screen or a tab that is not selected searches
/// that screen or tab. A handle stays valid while its view keeps its
/// identity; using it after the view left the tree throws.
///
/// ```swift
/// // Fragment
/// let host = ViewHost(SignupView())
/// try host.textField("Username").enterText("ada")
/// try host.button("Sign up").tap()
/// let row = try host.find(RowView.self)
/// #expect(row.texts == ["Ada"])
/// ```
@MainActor
public struct HostedView: @MainActor CustomStringConvertible {
  internal let node: Node
  /// Keeps the graph alive as long as a handle on one of its views exists.
  private let graph: ViewGraph

  internal init(_ node: Node) {
    self.node = node
    graph = node.graph
  }

  // MARK: Inspecting

  /// The view's type name, such as `Text` or `ProfileView`.
  public var typeName: String { node.typeName }

  /// The characters shown, when this view is a `Text`.
  public var text: String? { node.text }

  /// The characters of every `Text` in this view's subtree, in tree order (presented content
  /// excluded).
  public var texts: [String] { node.texts() }

  /// Whether the view is still in the tree (it leaves when its identity changes). A view in a
  /// screen covered by a push, or in a tab that is not selected, is mounted (it keeps its state)
  /// but not on screen: see ``isOnScreen``.
  public var isMounted: Bool { node.isMounted }

  /// Whether the view is on screen: mounted, and not in a screen a navigation stack covers nor
  /// in a tab that is not selected. A view appears (`onAppear`) when this becomes `true` and
  /// disappears (`onDisappear`) when it becomes `false`.
  ///
  /// ```swift
  /// // Fragment
  /// let list = try host.find(text: "Inbox")
  /// try host.button("Open").tap()   // pushes a screen over the list
  /// #expect(list.isMounted && !list.isOnScreen)
  /// ```
  public var isOnScreen: Bool { node.isOnScreen }

  /// The role of a button, `nil` for other views and buttons without a role.
  public var buttonRole: ButtonRole? { node.button?.role }

  /// The current text of a text field, `nil` for other views.
  public var textFieldValue: String? { node.textField?.text.wrappedValue }

  /// The environment this view sees.
  public var environment: EnvironmentValues { node.environment }

  /// How many times this view's `body` (or a modifier's `body(content:)`) was evaluated.
  public var bodyEvaluationCount: Int { node.bodyEvaluationCount }

  /// The view's current value, if it has the given type.
  ///
  /// - Parameter type: the type to cast the view to.
  public func view<V: View>(as type: V.Type) -> V? { node.view(as: V.self) }

  /// The mounted children, in order (presented content excluded).
  public var children: [HostedView] { node.children.map(HostedView.init) }

  /// The parent view (for a sheet's content, the modifier that presents it).
  public var parent: HostedView? { node.parent.map(HostedView.init) }

  /// This view and its subtree as indented text, one view per line (see
  /// ``ViewHost/render(showingLibraryModifiers:)``).
  ///
  /// - Parameter showingLibraryModifiers: whether to show libraries' internal modifiers
  ///   (``LibraryModifier``) too.
  public func render(showingLibraryModifiers: Bool = false) -> String {
    TreeDump.render(node, showsLibraryModifiers: showingLibraryModifiers)
  }

  /// One line: the view's type and how many nodes (views and modifiers) its subtree holds, such
  /// as `HostedView(RowView, 4 nodes)`; use ``render(showingLibraryModifiers:)`` for the tree.
  public var description: String { TreeDump.summary(node, label: "HostedView") }

  // MARK: Searching

  /// The views showing exactly `text` (`Text` views) on screen, in tree order.
  ///
  /// Like every search, it looks only at what is on screen: the top screen of a navigation
  /// stack, the selected tab, presented sheets. An empty result does not mean that a covered
  /// screen or another tab lacks the text; read those with ``HostedNavigationStack/screens`` and
  /// ``HostedTabView/content(ofTab:)``.
  ///
  /// - Parameter text: the characters the `Text`s show.
  public func findAll(text: String) -> [HostedView] {
    ((try? searchable()) ?? []).filter { $0.text == text }.map(HostedView.init)
  }

  /// The one view showing exactly `text` on screen (see ``findAll(text:)`` for what is on
  /// screen).
  ///
  /// - Parameter text: the characters the `Text` shows.
  /// - Throws: ``ViewHostError`` when there is none (listing the texts there are) or several.
  public func find(text: String) throws -> HostedView {
    let nodes = try searchable().filter { $0.text == text }
    return try single(nodes, what: "views with text \(text.debugDescription)") {
      "No view with text \(text.debugDescription) found. Texts: \(ViewHostError.quotedList(allTexts()))."
    }
  }

  /// The views of type `V` on screen, in tree order (see ``findAll(text:)`` for what is on
  /// screen).
  ///
  /// - Parameter type: the views' type.
  public func findAll<V: View>(_ type: V.Type) -> [HostedView] {
    ((try? searchable()) ?? []).filter { $0.viewType == ObjectIdentifier(type) }.map(HostedView.init)
  }

  /// The one view of type `V` on screen (see ``findAll(text:)`` for what is on screen).
  ///
  /// - Parameter type: the view's type.
  /// - Throws: ``ViewHostError`` when there is none (listing the custom views there are) or several.
  public func find<V: View>(_ type: V.Type) throws -> HostedView {
    let nodes = try searchable().filter { $0.viewType == ObjectIdentifier(type) }
    return try single(nodes, what: "views of type \(V.self)") {
      let custom = orderedUnique(((try? searchable()) ?? []).filter(\.isCustomView).map(\.typeName))
      return "No view of type \(V.self) found. Custom views: \(custom.isEmpty ? "none" : custom.joined(separator: ", "))."
    }
  }

  /// The buttons on screen whose title (the texts of their label, joined by spaces) is exactly
  /// `title` (see ``findAll(text:)`` for what is on screen).
  ///
  /// - Parameter title: the title to match.
  public func findAllButtons(_ title: String) -> [HostedView] {
    ((try? searchable()) ?? []).filter { $0.button != nil && $0.title == title }.map(HostedView.init)
  }

  /// The one button on screen titled `title` (the texts of its label, joined by spaces; see
  /// ``findAll(text:)`` for what is on screen).
  ///
  /// - Parameter title: the texts of its label, joined by spaces.
  /// - Throws: ``ViewHostError`` when there is none (listing the buttons there are) or several.
  public func button(_ title: String) throws -> HostedView {
    let nodes = try searchable().filter { $0.button != nil && $0.title == title }
    return try single(nodes, what: "buttons titled \(title.debugDescription)") {
      let titles = ((try? searchable()) ?? []).filter { $0.button != nil }.map(\.title)
      return "No button titled \(title.debugDescription) found. Buttons: \(ViewHostError.quotedList(titles))."
    }
  }

  /// The one text field on screen titled `title` (the texts of its label; see
  /// ``findAll(text:)`` for what is on screen).
  ///
  /// - Parameter title: the texts of its label.
  /// - Throws: ``ViewHostError`` when there is none (listing the text fields there are) or several.
  public func textField(_ title: String) throws -> HostedView {
    let nodes = try searchable().filter { $0.textField != nil && $0.title == title }
    return try single(nodes, what: "text fields titled \(title.debugDescription)") {
      let titles = ((try? searchable()) ?? []).filter { $0.textField != nil }.map(\.title)
      return "No text field titled \(title.debugDescription) found. Text fields: \(ViewHostError.quotedList(titles))."
    }
  }

  // MARK: Interacting

  /// Taps the view, then applies the updates the tap caused.
  ///
  /// The tap goes to the innermost handler: first the view itself and the views it is made of
  /// (its body and modifiers, down to where the tree branches), deepest first, then its
  /// ancestors, nearest first. A handler is a `Button` (for `count == 1`) or an
  /// `onTapGesture` whose count equals `count`.
  ///
  /// - Parameter count: the number of taps (a double tap is 2).
  /// - Throws: ``ViewHostError`` when nothing there handles a tap with `count`, or when the
  ///   updates never settle.
  public func tap(count: Int = 1) throws {
    try checkMounted()
    var chain = [node]
    while let only = chain.last, only.children.count == 1 { chain.append(only.children[0]) }
    let candidates = chain.reversed() + node.ancestors
    for candidate in candidates {
      if count == 1, let button = candidate.button {
        try candidate.checkHitTesting()
        try candidate.checkEnabled(to: "tapped")
        return try graph.perform { try button.trigger(from: candidate) }
      }
      if let gesture = candidate.modifier as? TapGestureModifier, gesture.count == count {
        try candidate.checkHitTesting()
        return try graph.perform { gesture.action() }
      }
      if let gesture = candidate.modifier as? GestureModifier {
        try candidate.checkHitTesting()
        var recognized = false
        try graph.perform { recognized = gesture.perform(.tap(count: count)) }
        if recognized { return }
      }
    }
    let counts = candidates.compactMap { ($0.modifier as? TapGestureModifier)?.count }
    let buttons = candidates.contains { $0.button != nil }
    let found = counts.map { "onTapGesture(count: \($0))" } + (buttons ? ["Button"] : [])
    throw ViewHostError(
      "Nothing handles a tap with count \(count) on \(node.summary). Tap handlers there: \(found.isEmpty ? "none" : found.joined(separator: ", "))."
    )
  }

  /// Replaces the text of a text field, as typing would, then applies the resulting updates.
  ///
  /// - Parameter text: the field's new text.
  /// - Throws: ``ViewHostError`` when this view is not a `TextField`.
  public func enterText(_ text: String) throws {
    try checkMounted()
    guard let field = node.textField else {
      throw ViewHostError("\(node.summary) is not a text field.")
    }
    try node.checkEnabled(to: "edited")
    field.text.wrappedValue = text
    try graph.update()
  }

  /// Applies the pending updates of this view's host (see ``ViewHost/update()``), after an action
  /// a test performed other than through the host: calling an environment action this view sees,
  /// or a method of its model.
  ///
  /// ```swift
  /// // Fragment
  /// let row = try host.find(RowView.self)
  /// row.view(as: RowView.self)?.model.toggle()  // a change made outside the host
  /// try row.update()                            // the views it invalidated are re-evaluated
  /// ```
  ///
  /// - Throws: ``ViewHostError`` when updates keep invalidating views (after 100 passes).
  public func update() throws {
    try graph.update()
  }

  /// Runs `action` as an action of this view (so that ``ViewHost/settle(timeout:maxRounds:)``
  /// waits for the tasks it starts), then applies the updates: for libraries whose test helpers
  /// act from a view's position.
  package func perform(_ action: () throws -> Void) throws {
    try graph.perform(action)
  }

  // MARK: Helpers

  private func checkMounted() throws {
    guard node.isMounted else {
      throw ViewHostError("\(node.summary) is no longer in the tree.")
    }
  }

  private func searchable() throws -> [Node] {
    try checkMounted()
    return node.screenNodes()
  }

  private func allTexts() -> [String] {
    ((try? searchable()) ?? []).compactMap(\.text)
  }

  private func single(
    _ nodes: [Node], what: String, notFound: () -> String
  ) throws -> HostedView {
    guard let first = nodes.first else { throw ViewHostError(notFound()) }
    guard nodes.count == 1 else {
      throw ViewHostError("Found \(nodes.count) \(what), expected one.")
    }
    return HostedView(first)
  }
}

/// `items` without repetitions, in first-seen order.
func orderedUnique(_ items: [String]) -> [String] {
  var seen: Set<String> = []
  return items.filter { seen.insert($0).inserted }
}
