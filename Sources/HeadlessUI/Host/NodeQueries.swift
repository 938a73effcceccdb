/// Traversals and lookups the host's query API is built on.
extension Node {
  /// This node and its subtree in tree order (pre-order), including presented sheets (after the
  /// node's own children) and excluding alert subtrees.
  func screenNodes() -> [Node] {
    var result: [Node] = []
    collectScreenNodes(into: &result)
    return result
  }

  private func collectScreenNodes(into result: inout [Node]) {
    result.append(self)
    for child in screenChildren { child.collectScreenNodes(into: &result) }
    for child in presented where child.role == .sheet { child.collectScreenNodes(into: &result) }
  }

  /// The characters of the `Text` views in this subtree (presented subtrees excluded).
  func texts() -> [String] {
    var result: [String] = []
    collectTexts(into: &result)
    return result
  }

  private func collectTexts(into result: inout [String]) {
    if let text { result.append(text) }
    for child in children { child.collectTexts(into: &result) }
  }

  /// The text this node shows when it is a `Text`.
  var text: String? { view(as: Text.self)?.string }

  /// The title of a button or text field: its label's texts, joined with spaces.
  var title: String { texts().joined(separator: " ") }

  var button: ButtonProtocol? { view(as: ButtonProtocol.self) }

  var textField: TextFieldProtocol? { view(as: TextFieldProtocol.self) }

  var isCustomView: Bool { !(view is PrimitiveView) }

  /// The line that stands for this node in messages and the tree dump.
  var summary: String {
    if let primitive = view as? PrimitiveView {
      return primitive.describe(self) ?? typeName
    }
    return typeName
  }

  /// The ancestors of this node, nearest first (through presenters, for presented subtrees).
  var ancestors: [Node] {
    var result: [Node] = []
    var current = parent
    while let node = current {
      result.append(node)
      current = node.parent
    }
    return result
  }
}
