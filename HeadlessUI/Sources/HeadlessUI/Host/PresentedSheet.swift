/// A sheet a ``ViewHost`` shows: its live content, and a way to dismiss it.
///
/// ```swift
/// let sheet = try #require(host.sheet)
/// try sheet.content.button("Done").tap()
/// ```
@MainActor
public struct PresentedSheet: @MainActor CustomStringConvertible {
  private let presenter: Node
  /// Keeps the graph alive as long as this value exists.
  private let graph: ViewGraph
  private let root: Node

  internal init(presenter: Node, root: Node) {
    self.presenter = presenter
    graph = presenter.graph
    self.root = root
  }

  /// The sheet's content: a live subtree (search it, tap it).
  public var content: HostedView { HostedView(root) }

  /// Whether the sheet is still presented.
  public var isPresented: Bool { root.isMounted }

  /// Dismisses the sheet as a swipe would: the binding becomes `false` (or the item `nil`),
  /// the content is removed, `onDismiss` runs, then the updates are applied.
  ///
  /// - Throws: ``ViewHostError`` when the sheet is no longer presented, or when the updates
  ///   never settle.
  public func dismiss() throws {
    guard root.isMounted, let modifier = presenter.modifier as? SheetModifier else {
      throw ViewHostError("The sheet is no longer presented.")
    }
    modifier.dismiss()
    presenter.invalidate()
    try graph.update()
  }

  /// The sheet's content as indented text.
  public var description: String {
    "[\((presenter.modifier as? SheetModifier)?.style.rawValue ?? "sheet")]\n" + content.render()
  }
}
