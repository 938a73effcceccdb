/// A modifier whose work follows its view's appearance on screen: `onAppear`/`onDisappear`
/// actions, `task`.
///
/// A view appears when it is inserted on screen, or when the screen it is in becomes visible
/// again (a navigation stack pops back to it, its tab is selected); it disappears when it is
/// removed, or when its screen is covered (a push on top of it, another tab selected). The graph
/// calls ``appear(_:in:)`` and ``disappear(_:in:)`` alternately, starting with `appear`, and
/// keeps ``Node/hasAppeared``.
@MainActor
protocol AppearanceParticipant: PrimitiveModifier {
  /// The view `node` modifies appeared.
  func appear(_ node: Node, in graph: ViewGraph)

  /// The view `node` modifies disappeared (covered or removed).
  func disappear(_ node: Node, in graph: ViewGraph)
}

extension ViewGraph {
  /// Makes `node` (a participant rendered for the first time) appear if it is on screen.
  func insertParticipant(_ node: Node, _ participant: AppearanceParticipant) {
    guard !node.hasAppeared, node.isOnScreen else { return }
    node.hasAppeared = true
    participant.appear(node, in: self)
  }

  /// Shows `screen` (a screen of a navigation stack, a tab): if it is now on screen, the views
  /// in it appear, parents before children (in tree order), as on insertion.
  func reveal(_ screen: Node) {
    guard screen.isCovered else { return }
    screen.isCovered = false
    screenChanged()
    guard screen.isOnScreen, screen.participantsInSubtree > 0 else { return }
    appearWalk(screen)
  }

  /// Covers `screen`: if it was on screen, the views in it disappear, children before parents,
  /// as on removal. They stay mounted and keep their state.
  func cover(_ screen: Node) {
    guard !screen.isCovered else { return }
    let wasOnScreen = screen.isOnScreen
    screen.isCovered = true
    screenChanged()
    if wasOnScreen, screen.participantsInSubtree > 0 { disappearWalk(screen) }
    // A focused view it covers loses focus (its `@FocusState` bindings reset) after this update.
    if wasOnScreen, let scope = screen.environment.focusScope {
      enqueue { scope.dropFocusOffScreen() }
    }
  }

  /// Parents before children, from an explicit stack (trees can be thousands of views deep).
  private func appearWalk(_ screen: Node) {
    var pending = [screen]
    while let node = pending.popLast() {
      if !node.hasAppeared, let participant = node.modifier as? AppearanceParticipant {
        node.hasAppeared = true
        participant.appear(node, in: self)
      }
      // A subtree without participants has nothing to appear.
      for child in node.presented.reversed() where !child.isCovered && child.participantsInSubtree > 0 { pending.append(child) }
      for child in node.children.reversed() where !child.isCovered && child.participantsInSubtree > 0 { pending.append(child) }
    }
  }

  /// Children before parents, from an explicit stack.
  private func disappearWalk(_ screen: Node) {
    var pending: [(node: Node, expanded: Bool)] = [(screen, false)]
    while let (node, expanded) = pending.popLast() {
      guard expanded else {
        pending.append((node, true))
        for child in node.presented.reversed() where !child.isCovered && child.participantsInSubtree > 0 {
          pending.append((child, false))
        }
        for child in node.children.reversed() where !child.isCovered && child.participantsInSubtree > 0 {
          pending.append((child, false))
        }
        continue
      }
      if node.hasAppeared, let participant = node.modifier as? AppearanceParticipant {
        node.hasAppeared = false
        participant.disappear(node, in: self)
      }
    }
  }
}
