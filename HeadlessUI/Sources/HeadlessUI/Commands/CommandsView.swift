/// Commands built into part of an app's commands: their children, in order.
@MainActor
protocol PrimitiveCommands {
  func contributions(in node: Node) -> [CommandElement]
}

/// One child of primitive commands.
struct CommandElement {
  var key: AnyHashable
  var commands: any Commands
}

/// A menu (``CommandMenu``) or a group of items of a standard menu (``CommandGroup``).
@MainActor
protocol MenuContributing {
  /// The menu's title; empty for the app menu.
  var menuTitle: String { get }
  var menuContent: any View { get }
}

/// Mounts commands in the menu bar's graph: a custom `Commands` has its dynamic properties
/// (`@FocusedValue`, `@State`…) installed and its `body` evaluated like a view's, so that it
/// re-renders when what it read changes; menus and groups mount their items as views.
struct CommandsView<C: Commands>: View, PrimitiveView {
  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) let commands: C

  func render(_ node: Node, in graph: ViewGraph) {
    if let menu = commands as? MenuContributing {
      graph.reconcileChildren(of: node, [ChildElement(key: 0, view: MenuContentView(title: menu.menuTitle, content: menu.menuContent))])
    } else if let primitive = commands as? PrimitiveCommands {
      let elements = primitive.contributions(in: node).map { ChildElement(key: $0.key, view: CommandsView.wrap($0.commands)) }
      graph.reconcileChildren(of: node, elements)
    } else {
      let installed = PropertyLayout.installing(commands, in: node)
      node.view = CommandsView(commands: installed)
      let body = graph.trackingReads(of: node) { installed.body }
      graph.countBodyEvaluation(of: C.self, in: node)
      graph.reconcileChildren(of: node, [ChildElement(key: 0, view: CommandsView.wrap(body))])
    }
  }

  func describe(_ node: Node) -> String? {
    commands is PrimitiveCommands ? nil : String(describing: C.self)
  }

  /// The view that mounts `commands`.
  static func wrap(_ commands: any Commands) -> any View {
    func open<Other: Commands>(_ commands: Other) -> any View { CommandsView<Other>(commands: commands) }
    return open(commands)
  }
}

/// The items of one menu (or of one group of a standard menu), mounted as views.
struct MenuContentView: View, PrimitiveView {
  let title: String
  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) let content: any View

  func render(_ node: Node, in graph: ViewGraph) {
    graph.reconcileChildren(of: node, [ChildElement(key: 0, view: content)])
  }

  func describe(_ node: Node) -> String? { "Menu(\(title.debugDescription))" }
}
