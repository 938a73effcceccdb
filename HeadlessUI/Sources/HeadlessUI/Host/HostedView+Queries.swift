/// Finding views by accessibility identifier and label, and reading recorded attributes.
extension HostedView {
  /// The attributes recorded by the inert modifiers applied to this view (`padding`, `font`,
  /// `navigationTitle`, `disabled`, `tag`…), innermost first.
  ///
  /// ```swift
  /// // Fragment
  /// #expect(try host.find(text: "Feed").attribute("font") == ".largeTitle")
  /// ```
  public var attributes: [ViewAttribute] { node.attributes }

  /// The value of the innermost attribute named `name` (such as `"font"`), or `nil`.
  ///
  /// - Parameter name: The attribute's name: the name of the modifier that records it, such as
  ///   `"font"` or `"padding"`.
  /// - Returns: The attribute's value as written in the tree dump (such as `".largeTitle"`), or
  ///   `nil` when no modifier applied to this view records it.
  public func attribute(_ name: String) -> String? {
    node.attributes.first { $0.name == name }?.value
  }

  /// The accessibility identifier of this view (`accessibilityIdentifier(_:)`; the outermost
  /// wins, as in SwiftUI), if any.
  public var accessibilityIdentifier: String? {
    node.accessibilityModifiers.compactMap(\.identifier).last
  }

  /// The accessibility label of this view (`accessibilityLabel(_:)`; the outermost wins), if
  /// any.
  public var accessibilityLabel: String? {
    node.accessibilityModifiers.compactMap(\.label).last
  }

  /// Whether the view is enabled: `false` under `.disabled(true)`.
  public var isEnabled: Bool { node.environment.isEnabled }

  /// The views with accessibility identifier `identifier`, in tree order (on screen).
  ///
  /// - Parameter identifier: The accessibility identifier to look for.
  public func findAll(identifier: String) -> [HostedView] {
    accessibleNodes { $0.identifier == identifier }.map(HostedView.init)
  }

  /// The one view with accessibility identifier `identifier` (the view the modifier was
  /// applied to).
  ///
  /// - Parameter identifier: The accessibility identifier to look for.
  /// - Throws: ``ViewHostError`` when there is none (listing the identifiers there are) or
  ///   several.
  public func find(identifier: String) throws -> HostedView {
    try checkStillMounted()
    return try exactlyOne(
      accessibleNodes { $0.identifier == identifier },
      what: "views with accessibility identifier \(identifier.debugDescription)"
    ) {
      let all = accessibleNodes { $0.identifier != nil }.compactMap { HostedView($0).accessibilityIdentifier }
      return "No view with accessibility identifier \(identifier.debugDescription) found. Identifiers: \(ViewHostError.quotedList(all))."
    }
  }

  /// The views with accessibility label `label`, in tree order (on screen).
  ///
  /// - Parameter label: The accessibility label to look for.
  public func findAll(label: String) -> [HostedView] {
    accessibleNodes { $0.label == label }.map(HostedView.init)
  }

  /// The one view with accessibility label `label` (the view the modifier was applied to).
  ///
  /// - Parameter label: The accessibility label to look for.
  /// - Throws: ``ViewHostError`` when there is none (listing the labels there are) or several.
  public func find(label: String) throws -> HostedView {
    try checkStillMounted()
    return try exactlyOne(accessibleNodes { $0.label == label }, what: "views with accessibility label \(label.debugDescription)") {
      let all = accessibleNodes { $0.label != nil }.compactMap { HostedView($0).accessibilityLabel }
      return "No view with accessibility label \(label.debugDescription) found. Labels: \(ViewHostError.quotedList(all))."
    }
  }

  // MARK: Helpers shared by the vocabulary's queries

  /// The views (the innermost node under the modifier) carrying an accessibility modifier that
  /// matches, in tree order.
  private func accessibleNodes(_ matches: (AccessibilityAttachmentModifier) -> Bool) -> [Node] {
    guard node.isMounted else { return [] }
    var result: [Node] = []
    for candidate in node.screenNodes() {
      guard let modifier = candidate.modifier as? AccessibilityAttachmentModifier, matches(modifier) else { continue }
      // The outer of two stacked accessibility modifiers stands for both.
      if let parent = candidate.parent, parent.modifier is AccessibilityAttachmentModifier, parent.children.first === candidate,
         let outer = parent.modifier as? AccessibilityAttachmentModifier, matches(outer) {
        continue
      }
      result.append(candidate.modifiedView)
    }
    return result
  }

  func checkStillMounted() throws {
    guard node.isMounted else {
      throw ViewHostError("\(node.summary) is no longer in the tree.")
    }
  }

  /// The on-screen nodes of this subtree that match.
  func screenNodes(where matches: (Node) -> Bool) throws -> [Node] {
    try checkStillMounted()
    return node.screenNodes().filter(matches)
  }

  func exactlyOne(_ nodes: [Node], what: String, notFound: () -> String) throws -> HostedView {
    guard let first = nodes.first else { throw ViewHostError(notFound()) }
    guard nodes.count == 1 else { throw ViewHostError("Found \(nodes.count) \(what), expected one.") }
    return HostedView(first)
  }
}

extension Node {
  /// The view a chain of modifiers starting at this node modifies.
  var modifiedView: Node { modifierChain.last ?? self }

  /// The accessibility modifiers applied to this view, innermost first.
  var accessibilityModifiers: [AccessibilityAttachmentModifier] {
    var result: [AccessibilityAttachmentModifier] = []
    var current: Node? = self
    while let node = current {
      if let modifier = node.modifier as? AccessibilityAttachmentModifier { result.append(modifier) }
      guard let parent = node.parent, parent.modifier != nil, parent.children.first === node else { break }
      current = parent
    }
    return result
  }
}
