/// Prints a subtree as indented text, one view per line (structural views are skipped), and
/// describes it in one line.
@MainActor
enum TreeDump {
  /// The subtree as indented text. Unless `showsLibraryModifiers`, a ``LibraryModifier`` and
  /// everything its body adds around its content are left out, or shown as its one
  /// ``LibraryModifier/renderedLine`` (presented content they own is still shown).
  static func render(_ node: Node, showsLibraryModifiers: Bool = false) -> String {
    var lines: [String] = []
    append(node, indent: 0, hiding: [], showsLibraryModifiers: showsLibraryModifiers, to: &lines)
    return lines.joined(separator: "\n")
  }

  /// `sheet`, `fullScreenCover`, `popover` or `menu`: what a presenter shows.
  private static func presentationName(of presenter: Node) -> String {
    if let sheet = presenter.modifier as? SheetModifier { return sheet.style.rawValue }
    if presenter.modifier is MenuModifier || presenter.view is ButtonProtocol { return "menu" }
    return "sheet"
  }

  /// One line: the view's type and how many nodes its subtree holds (views and modifiers,
  /// presented content included).
  static func summary(_ node: Node, label: String) -> String {
    let count = viewCount(node)
    return "\(label)(\(node.typeName), \(count) \(count == 1 ? "node" : "nodes"))"
  }

  private static func viewCount(_ node: Node) -> Int {
    1 + node.children.reduce(0) { $0 + viewCount($1) } + node.presented.reduce(0) { $0 + viewCount($1) }
  }

  /// `hiding` holds the library modifiers whose body is being walked, innermost last: their lines
  /// are left out until the walk reaches that modifier's content.
  private static func append(
    _ node: Node, indent: Int, hiding: [ObjectIdentifier], showsLibraryModifiers: Bool, to lines: inout [String]
  ) {
    var hiding = hiding
    var childIndent = indent
    var shown = false
    if let placeholder = node.view as? ModifierContentPlaceholder, placeholder.modifierType == hiding.last {
      hiding.removeLast()
    } else if !showsLibraryModifiers, let modifier = node.modifier as? any LibraryModifier {
      if hiding.isEmpty, let line = modifier.renderedLine {
        lines.append(String(repeating: "  ", count: indent) + line)
        childIndent += 1
      }
      hiding.append(ObjectIdentifier(type(of: modifier)))
    } else if hiding.isEmpty {
      let line = (node.view as? PrimitiveView).map { $0.describe(node) } ?? node.typeName
      if let line {
        lines.append(String(repeating: "  ", count: indent) + line)
        childIndent += 1
      }
      shown = true
    }
    for child in node.children {
      append(child, indent: childIndent, hiding: hiding, showsLibraryModifiers: showsLibraryModifiers, to: &lines)
    }
    var presentedIndent = childIndent
    if !shown, !node.presented.isEmpty, let line = (node.view as? PrimitiveView)?.describe(node) {
      // A hidden presenter (an alert a library shows): its line introduces what it presents.
      lines.append(String(repeating: "  ", count: childIndent) + line)
      presentedIndent += 1
    }
    for child in node.presented {
      let label = switch child.role {
      case .sheet: "[\(presentationName(of: node))]"
      case .alert: "[alert \(child.key)]"
      case .none: "[presented]"
      }
      lines.append(String(repeating: "  ", count: presentedIndent) + label)
      append(child, indent: presentedIndent + 1, hiding: [], showsLibraryModifiers: showsLibraryModifiers, to: &lines)
    }
  }
}

/// The content placeholder of a modifier's body, which knows its modifier's type.
@MainActor
protocol ModifierContentPlaceholder {
  var modifierType: ObjectIdentifier { get }
}

extension _ViewModifier_Content: ModifierContentPlaceholder {
  var modifierType: ObjectIdentifier { ObjectIdentifier(Modifier.self) }
}
