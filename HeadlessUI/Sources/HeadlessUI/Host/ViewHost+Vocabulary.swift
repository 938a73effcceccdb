import Foundation

/// The vocabulary's queries and drivers on the whole tree (see ``HostedView``).
extension ViewHost {
  /// The one view with accessibility identifier `identifier`, anywhere on screen.
  ///
  /// - Parameter identifier: The accessibility identifier to look for.
  /// - Throws: ``ViewHostError`` when there is none (listing the identifiers there are) or several.
  public func find(identifier: String) throws -> HostedView { try root.find(identifier: identifier) }

  /// The views with accessibility identifier `identifier`, in tree order.
  ///
  /// - Parameter identifier: The accessibility identifier to look for.
  public func findAll(identifier: String) -> [HostedView] { root.findAll(identifier: identifier) }

  /// The one view with accessibility label `label`, anywhere on screen.
  ///
  /// - Parameter label: The accessibility label to look for.
  /// - Throws: ``ViewHostError`` when there is none (listing the labels there are) or several.
  public func find(label: String) throws -> HostedView { try root.find(label: label) }

  /// The views with accessibility label `label`, in tree order.
  ///
  /// - Parameter label: The accessibility label to look for.
  public func findAll(label: String) -> [HostedView] { root.findAll(label: label) }

  /// The one toggle titled `title`.
  ///
  /// - Parameter title: The toggle's title: the texts of its label.
  /// - Throws: ``ViewHostError`` when there is none (listing the toggles there are) or several.
  public func toggle(_ title: String) throws -> HostedView { try root.toggle(title) }

  /// The one picker titled `title`.
  ///
  /// - Parameter title: The picker's title: the texts of its label.
  /// - Throws: ``ViewHostError`` when there is none (listing the pickers there are) or several.
  public func picker(_ title: String) throws -> HostedView { try root.picker(title) }

  /// The one stepper titled `title`.
  ///
  /// - Parameter title: The stepper's title: the texts of its label.
  /// - Throws: ``ViewHostError`` when there is none (listing the steppers there are) or several.
  public func stepper(_ title: String) throws -> HostedView { try root.stepper(title) }

  /// The frontmost navigation stack on screen (see ``HostedView/navigationStack()``).
  ///
  /// - Throws: ``ViewHostError`` when there is none.
  public func navigationStack() throws -> HostedNavigationStack { try root.navigationStack() }

  /// The tab view on screen (see ``HostedView/tabView()``).
  ///
  /// - Throws: ``ViewHostError`` when there is none.
  public func tabView() throws -> HostedTabView { try root.tabView() }

  /// Runs the one `refreshable` action on screen and applies the updates.
  ///
  /// - Throws: ``ViewHostError`` when there is no refreshable view or several, or when updates
  ///   keep invalidating views (after 100 passes).
  public func refresh() async throws { try await root.refresh() }

  // MARK: Search

  /// The search field of the one `searchable` view on screen.
  ///
  /// - Throws: ``ViewHostError`` when there is none or several.
  public func searchField() throws -> HostedSearchField {
    let nodes = graph.root.screenNodes().filter { $0.modifier is SearchableModifier }
    guard let first = nodes.first else { throw ViewHostError("No searchable view on screen.") }
    guard nodes.count == 1 else { throw ViewHostError("Found \(nodes.count) searchable views on screen, expected one.") }
    return HostedSearchField(first)
  }

  /// Types `text` into the search field (replacing its text), then applies the updates.
  ///
  /// - Parameter text: The search field's new text.
  /// - Throws: ``ViewHostError`` when there is no searchable view on screen or several, or when
  ///   updates keep invalidating views (after 100 passes).
  public func search(_ text: String) throws { try searchField().enterText(text) }

  /// Submits the search field: runs the `onSubmit(of: .search)` actions around it.
  ///
  /// - Throws: ``ViewHostError`` when there is no searchable view on screen or several, when no
  ///   `onSubmit(of: .search)` action is around it, or when updates keep invalidating views
  ///   (after 100 passes).
  public func submitSearch() throws { try searchField().submit() }

  // MARK: Presentations

  /// The presented full-screen covers, in tree order.
  public var fullScreenCovers: [PresentedSheet] { presentations(.fullScreenCover) }

  /// The topmost full-screen cover, if any (dismiss it with ``PresentedSheet/dismiss()``).
  public var fullScreenCover: PresentedSheet? { fullScreenCovers.last }

  /// The presented popovers, in tree order.
  public var popovers: [PresentedSheet] { presentations(.popover) }

  /// The topmost popover, if any.
  public var popover: PresentedSheet? { popovers.last }

  func presentations(_ style: SheetModifier.Style) -> [PresentedSheet] {
    graph.root.screenNodes().flatMap { presenter -> [PresentedSheet] in
      guard (presenter.modifier as? SheetModifier)?.style == style else { return [] }
      return presenter.presented.filter { $0.role == .sheet }.map { PresentedSheet(presenter: presenter, root: $0) }
    }
  }

  /// The presented confirmation dialogs, in tree order.
  public var confirmationDialogs: [PresentedAlert] { presentedAlerts(.confirmationDialog) }

  /// The presented confirmation dialog, if any: read its buttons and tap one
  /// (``PresentedAlert/tapButton(_:)``).
  public var confirmationDialog: PresentedAlert? { confirmationDialogs.first }

  func presentedAlerts(_ kind: AlertModifier.Kind) -> [PresentedAlert] {
    graph.root.screenNodes()
      .filter {
        guard let modifier = $0.modifier as? AlertModifier else { return false }
        return modifier.kind == kind && modifier.isShown && $0.presented.contains { $0.role == .alert }
      }
      .map(PresentedAlert.init)
  }

  // MARK: System

  /// The URLs opened through the default `openURL` action (a `Link` tapped, `openURL(url)`
  /// called), oldest first.
  public var openedURLs: [URL] { openedURLRecorder.urls }
}

/// The search field of a `searchable` view: its text and prompt, typing and submitting.
///
/// ```swift
/// // Fragment
/// try host.search("swift")
/// #expect(host.findAll(text: "Swift 6").count == 1)
/// ```
@MainActor
public struct HostedSearchField {
  private let node: Node
  /// Keeps the graph alive as long as this value exists.
  private let graph: ViewGraph

  internal init(_ node: Node) {
    self.node = node
    graph = node.graph
  }

  private var modifier: SearchableModifier? { node.modifier as? SearchableModifier }

  /// The current text of the search field.
  public var text: String { modifier?.text.wrappedValue ?? "" }

  /// The prompt of the search field, if it has one.
  public var prompt: String? { modifier?.prompt }

  /// Whether the search field is active: `\.isSearching` is true inside the searchable view.
  public var isActive: Bool { (node.primitiveStorage as? SearchActivation)?.isActive ?? false }

  /// Replaces the text of the search field, as typing would, then applies the updates. Typing
  /// needs the field focused, so the field becomes active first (as ``activate()`` does).
  ///
  /// - Parameter text: The search field's new text.
  /// - Throws: ``ViewHostError`` when the searchable view is no longer in the tree, or when updates
  ///   keep invalidating views (after 100 passes).
  public func enterText(_ text: String) throws {
    guard node.isMounted, let modifier else { throw ViewHostError("The search field is no longer in the tree.") }
    setActive(true)
    modifier.text.wrappedValue = text
    try graph.update()
  }

  /// Focuses the search field, as tapping it would: `\.isSearching` becomes true inside the
  /// searchable view, then the updates are applied.
  ///
  /// ```swift
  /// try host.searchField().activate()
  /// #expect(try host.find(text: "Searching!").isMounted)
  /// ```
  ///
  /// - Throws: ``ViewHostError`` when the searchable view is no longer in the tree, or when
  ///   updates keep invalidating views (after 100 passes).
  public func activate() throws {
    guard node.isMounted else { throw ViewHostError("The search field is no longer in the tree.") }
    setActive(true)
    try graph.update()
  }

  /// Cancels the search, as the search field's Cancel button does: the text is cleared and
  /// `\.isSearching` becomes false, then the updates are applied.
  ///
  /// - Throws: ``ViewHostError`` when the searchable view is no longer in the tree, when the
  ///   field is not active (there is nothing to cancel), or when updates keep invalidating views
  ///   (after 100 passes).
  public func dismiss() throws {
    guard node.isMounted, let modifier else { throw ViewHostError("The search field is no longer in the tree.") }
    guard isActive else { throw ViewHostError("The search field is not active: there is no search to cancel. Activate it or type into it first.") }
    modifier.text.wrappedValue = ""
    setActive(false)
    try graph.update()
  }

  private func setActive(_ active: Bool) {
    let activation = node.storage(SearchActivation.init)
    guard activation.isActive != active else { return }
    activation.isActive = active
    node.invalidate()
  }

  /// Submits the search, as the search key would: runs the `onSubmit(of: .search)` actions
  /// around the searchable view (innermost first), then applies the updates.
  ///
  /// - Throws: ``ViewHostError`` when no such action is around it.
  public func submit() throws {
    guard node.isMounted else { throw ViewHostError("The search field is no longer in the tree.") }
    try graph.perform {
      guard node.submit(.search) > 0 else {
        throw ViewHostError("Nothing handles submitting the search: there is no onSubmit(of: .search) around the searchable view.")
      }
    }
  }
}
