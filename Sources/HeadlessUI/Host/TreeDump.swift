/// Prints a subtree as indented text, one view per line (structural views are skipped).
@MainActor
enum TreeDump {
  static func render(_ node: Node) -> String {
    var lines: [String] = []
    append(node, indent: 0, to: &lines)
    return lines.joined(separator: "\n")
  }

  /// `sheet`, `fullScreenCover`, `popover` or `menu`: what a presenter shows.
  private static func presentationName(of presenter: Node) -> String {
    if let sheet = presenter.modifier as? SheetModifier { return sheet.style.rawValue }
    if presenter.modifier is MenuModifier || presenter.view is ButtonProtocol { return "menu" }
    return "sheet"
  }

  private static func append(_ node: Node, indent: Int, to lines: inout [String]) {
    var childIndent = indent
    let line = (node.view as? PrimitiveView).map { $0.describe(node) } ?? node.typeName
    if let line {
      lines.append(String(repeating: "  ", count: indent) + line)
      childIndent += 1
    }
    for child in node.children { append(child, indent: childIndent, to: &lines) }
    for child in node.presented {
      let label = switch child.role {
      case .sheet: "[\(presentationName(of: node))]"
      case .alert: "[alert \(child.key)]"
      case .none: "[presented]"
      }
      lines.append(String(repeating: "  ", count: childIndent) + label)
      append(child, indent: childIndent + 1, to: &lines)
    }
  }
}
