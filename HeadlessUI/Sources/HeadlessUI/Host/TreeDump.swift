/// Prints a subtree as indented text, one view per line (structural views are skipped), and
/// describes it in one line.
@MainActor
enum TreeDump {
  /// The subtree as indented text. Unless `showsLibraryModifiers`, a ``LibraryModifier`` and
  /// everything its body adds around its content are left out, or shown as its one
  /// ``LibraryModifier/renderedLine`` (presented content they own is still shown).
  static func render(_ node: Node, showsLibraryModifiers: Bool = false) -> String {
    // From an explicit stack: trees can be thousands of views deep.
    var lines: [String] = []
    var pending: [Step] = [.visit(node, indent: 0, hiding: [])]
    while let step = pending.popLast() {
      switch step {
      case .line(let line):
        lines.append(line)
      case .visit(let node, let indent, let hiding):
        let (childIndent, hiding, shown) = head(of: node, indent: indent, hiding: hiding, showsLibraryModifiers: showsLibraryModifiers, to: &lines)
        pending.append(.presented(node, indent: childIndent, shown: shown))
        for child in node.children.reversed() { pending.append(.visit(child, indent: childIndent, hiding: hiding)) }
      case .presented(let node, let childIndent, let shown):
        pending.append(contentsOf: presentedSteps(of: node, childIndent: childIndent, shown: shown).reversed())
      }
    }
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
    var count = 0
    var pending = [node]
    while let node = pending.popLast() {
      count += 1
      pending.append(contentsOf: node.children)
      pending.append(contentsOf: node.presented)
    }
    return count
  }

  /// What is left to print.
  private enum Step {
    case visit(Node, indent: Int, hiding: [ObjectIdentifier])
    /// A node's presented subtrees, after its children.
    case presented(Node, indent: Int, shown: Bool)
    case line(String)
  }

  /// Prints `node`'s own line, if it has one, and returns the indent of its children, the
  /// library modifiers still hidden for them and whether the node's line was shown.
  ///
  /// `hiding` holds the library modifiers whose body is being walked, innermost last: their lines
  /// are left out until the walk reaches that modifier's content.
  private static func head(
    of node: Node, indent: Int, hiding: [ObjectIdentifier], showsLibraryModifiers: Bool, to lines: inout [String]
  ) -> (childIndent: Int, hiding: [ObjectIdentifier], shown: Bool) {
    var hiding = hiding
    var childIndent = indent
    var shown = false
    let kind = kind(of: node)
    if kind.mayBePlaceholder, let placeholder = node.view as? ModifierContentPlaceholder,
       placeholder.modifierType == hiding.last
    {
      hiding.removeLast()
    } else if !showsLibraryModifiers, kind.mayBeLibraryModifier, let modifier = node.modifier as? any LibraryModifier {
      if hiding.isEmpty, let line = modifier.renderedLine {
        lines.append(String(repeating: "  ", count: indent) + line)
        childIndent += 1
      }
      hiding.append(ObjectIdentifier(type(of: modifier)))
    } else if hiding.isEmpty {
      let primitive = kind.mayBePrimitive ? node.view as? PrimitiveView : nil
      let line = primitive.map { $0.describe(node) } ?? node.typeName
      if let line {
        lines.append(String(repeating: "  ", count: indent) + line)
        childIndent += 1
      }
      shown = true
    }
    return (childIndent, hiding, shown)
  }

  /// Which of the casts ``head(of:indent:hiding:showsLibraryModifiers:to:)`` makes can succeed
  /// for a view type: a dynamic cast to a protocol costs a conformance lookup per node, and a
  /// state's signature prints every node of the tree.
  private struct ViewKind {
    let mayBePlaceholder: Bool
    let mayBeLibraryModifier: Bool
    let mayBePrimitive: Bool
  }

  /// The kinds of the view types met, by type.
  private static var kinds: [ObjectIdentifier: ViewKind] = [:]

  /// `node`'s view kind. An `Optional` view may cast as what it wraps: every cast is made.
  private static func kind(of node: Node) -> ViewKind {
    if let known = kinds[node.viewType] { return known }
    let type = type(of: node.view)
    let kind = if type is any OptionalView.Type {
      ViewKind(mayBePlaceholder: true, mayBeLibraryModifier: true, mayBePrimitive: true)
    } else {
      ViewKind(
        mayBePlaceholder: type is any ModifierContentPlaceholder.Type,
        // A class modifier's instance may be of a subclass: cast each.
        mayBeLibraryModifier: (type as? ModifierCarrying.Type).map {
          $0.modifierType is any LibraryModifier.Type || $0.modifierType is AnyClass
        } ?? false,
        mayBePrimitive: type is any PrimitiveView.Type
      )
    }
    kinds[node.viewType] = kind
    return kind
  }

  /// The lines and subtrees that show what `node` presents, in order.
  private static func presentedSteps(of node: Node, childIndent: Int, shown: Bool) -> [Step] {
    var steps: [Step] = []
    var presentedIndent = childIndent
    if !shown, !node.presented.isEmpty, let line = (node.view as? PrimitiveView)?.describe(node) {
      // A hidden presenter (an alert a library shows): its line introduces what it presents.
      steps.append(.line(String(repeating: "  ", count: childIndent) + line))
      presentedIndent += 1
    }
    for child in node.presented {
      let label = switch child.role {
      case .sheet: "[\(presentationName(of: node))]"
      case .alert: "[alert \(child.key)]"
      case .none: "[presented]"
      }
      steps.append(.line(String(repeating: "  ", count: presentedIndent) + label))
      steps.append(.visit(child, indent: presentedIndent + 1, hiding: []))
    }
    return steps
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
