/// Groups of controls that you can add to existing command menus.
///
/// On macOS the group joins the menu its placement belongs to (`.newItem` the File menu,
/// `.pasteboard` the Edit menu…); HeadlessUI has no system items, so `before`, `after` and
/// `replacing` all add the group's items to that menu (``AppHost/menus``).
///
/// ```swift
/// // Fragment
/// CommandGroup(after: .newItem) {
///   Button("New Note") { newNote() }.keyboardShortcut("n", modifiers: [.command, .shift])
/// }
/// ```
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct CommandGroup<Content>: Commands where Content: View {
  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let placement: CommandGroupPlacement
  nonisolated(unsafe) internal let content: Content

  /// A value describing the addition of the given views to the beginning of the indicated group.
  ///
  /// - Parameters:
  ///   - group: The placement of the group.
  ///   - addition: The items to add.
  nonisolated public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    placement = group
    content = addition()
  }

  /// A value describing the addition of the given views to the end of the indicated group.
  ///
  /// - Parameters:
  ///   - group: The placement of the group.
  ///   - addition: The items to add.
  nonisolated public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    placement = group
    content = addition()
  }

  /// A value describing the complete replacement of the contents of the indicated group with
  /// the given views.
  ///
  /// - Parameters:
  ///   - group: The placement of the group.
  ///   - addition: The items that replace the group's.
  nonisolated public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    placement = group
    content = addition()
  }

  /// The contents of the command hierarchy (HeadlessUI shows the group itself).
  public var body: Never { fatalError("CommandGroup has no body") }
}

extension CommandGroup: MenuContributing {
  var menuTitle: String { placement.menu }
  var menuContent: any View { content }
}
