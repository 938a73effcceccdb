/// Traversals and lookups the host's query API is built on.
extension Node {
  /// This node and its subtree in tree order (pre-order), including presented sheets (after the
  /// node's own children) and excluding alert subtrees.
  func screenNodes() -> [Node] {
    // From an explicit stack: trees can be thousands of views deep.
    var result: [Node] = []
    var pending = [self]
    while let node = pending.popLast() {
      result.append(node)
      pending.append(contentsOf: node.presented.reversed().lazy.filter { $0.role == .sheet })
      pending.append(contentsOf: node.screenChildren.reversed())
    }
    return result
  }

  /// The characters of the `Text` views in this subtree (presented subtrees excluded).
  func texts() -> [String] {
    var result: [String] = []
    var pending = [self]
    while let node = pending.popLast() {
      if let text = node.text { result.append(text) }
      pending.append(contentsOf: node.children.reversed())
    }
    return result
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
