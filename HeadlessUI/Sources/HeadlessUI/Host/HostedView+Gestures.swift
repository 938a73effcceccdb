import Foundation

/// Performing gestures on a view: long presses, drags, hovering, and URLs opened into the app.
extension HostedView {
  /// Long-presses this view: runs the long press gesture of this view or of the nearest view
  /// around it that has one (`onLongPressGesture`, or a `LongPressGesture` attached with
  /// `gesture(_:including:)`), then applies the updates.
  ///
  /// ```swift
  /// try host.find(text: "Sneaker").longPress()
  /// ```
  ///
  /// - Throws: ``ViewHostError`` when neither this view nor a view around it has a long press
  ///   gesture.
  public func longPress() throws {
    try perform(.longPress, named: "long press")
  }

  /// Drags on this view by `translation`: the drag gesture of this view or of the nearest view
  /// around it runs `onChanged` once per step (with the translation so far, in equal parts),
  /// then `onEnded` with the whole translation; then the updates are applied.
  ///
  /// A drag shorter than the gesture's `minimumDistance` is not recognized, as on a device.
  ///
  /// ```swift
  /// // Fragment
  /// try host.find(text: "Card").drag(by: CGSize(width: 120, height: 0))
  /// ```
  ///
  /// - Parameters:
  ///   - translation: How far the drag moves.
  ///   - start: Where the drag starts, in the view's coordinates.
  ///   - steps: How many changes the drag reports before it ends (at least 1).
  /// - Throws: ``ViewHostError`` when neither this view nor a view around it has a drag gesture
  ///   that recognizes the drag.
  public func drag(by translation: CGSize, from start: CGPoint = .zero, steps: Int = 1) throws {
    let count = max(steps, 1)
    let translations = (1...count).map { step in
      CGSize(width: translation.width * CGFloat(step) / CGFloat(count), height: translation.height * CGFloat(step) / CGFloat(count))
    }
    try perform(.drag(start: start, translations: translations), named: "drag")
  }

  /// Moves the pointer over this view (`true`) or away from it (`false`): runs the `onHover`
  /// actions of this view and of the views around it, innermost first, then applies the
  /// updates.
  ///
  /// ```swift
  /// try host.find(text: "Help").hover(true)
  /// ```
  ///
  /// - Parameter isHovering: Whether the pointer enters (`true`) or leaves (`false`).
  /// - Throws: ``ViewHostError`` when neither this view nor a view around it has an `onHover`.
  public func hover(_ isHovering: Bool) throws {
    try checkStillMounted()
    let hovers = (node.modifierChain + node.ancestors).compactMap { $0.modifier as? HoverModifier }
    guard !hovers.isEmpty else { throw ViewHostError("\(node.summary) has no onHover action.") }
    try node.graph.perform { for hover in hovers { hover.action(isHovering) } }
  }

  /// Runs the first gesture of this view or of a view around it (innermost first) that
  /// recognizes `input`.
  private func perform(_ input: GestureInput, named name: String) throws {
    try checkStillMounted()
    let gestures = (node.gestureCandidates).compactMap { $0.modifier as? GestureModifier }
    var recognized = false
    try node.graph.perform { recognized = gestures.contains { $0.perform(input) } }
    guard recognized else {
      let found = gestures.map(\.name)
      throw ViewHostError(
        "Nothing recognizes a \(name) on \(node.summary). Gestures there: \(found.isEmpty ? "none" : found.joined(separator: ", "))."
      )
    }
  }
}

extension Node {
  /// The nodes whose gestures see a gesture performed on this view, innermost first: the
  /// modifiers of the view, down through single-child views, then the views around it.
  var gestureCandidates: [Node] {
    var chain = [self]
    while let only = chain.last, only.children.count == 1 { chain.append(only.children[0]) }
    return chain.reversed() + ancestors
  }
}

extension ViewHost {
  /// Delivers `url` to the app, as the system does when the user opens a link to it: every
  /// `onOpenURL` action on screen runs with it, in tree order; then the updates are applied.
  ///
  /// ```swift
  /// // Fragment
  /// try host.open(URL(string: "shop://product/42")!)
  /// ```
  ///
  /// - Parameter url: The URL the app receives.
  /// - Throws: ``ViewHostError`` when no `onOpenURL` action is on screen.
  public func open(_ url: URL) throws {
    let handlers = graph.root.screenNodes().compactMap { $0.modifier as? OpenURLHandlerModifier }
    guard !handlers.isEmpty else { throw ViewHostError("Nothing on screen handles opening \(url): there is no onOpenURL.") }
    try graph.perform { for handler in handlers { handler.action(url) } }
  }
}
