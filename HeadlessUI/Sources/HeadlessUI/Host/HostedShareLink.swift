/// A mounted `ShareLink` of a ``ViewHost``: what it shares and its label.
///
/// HeadlessUI presents no share sheet; a test checks what the link would share.
///
/// ```swift
/// // Fragment
/// let link = try host.shareLink()
/// #expect(link.items.first as? URL == URL(string: "https://example.com/item/42"))
/// #expect(link.subject == "Item 42")
/// ```
@MainActor
public struct HostedShareLink {
  private let node: Node
  /// Keeps the graph alive as long as this value exists.
  private let graph: ViewGraph

  internal init(_ node: Node) {
    self.node = node
    graph = node.graph
  }

  private var link: ShareLinkProtocol? { node.view(as: ShareLinkProtocol.self) }

  /// The share link itself (search its label, read its attributes).
  public var view: HostedView { HostedView(node) }

  /// The title of the link: the texts of its label ("Share" for the default label).
  public var title: String { node.title }

  /// The items the link shares (`String`s or `URL`s), in order.
  public var items: [any Transferable] { link?.items ?? [] }

  /// The subject the link gives activities that support a subject field, if any.
  public var subject: String? { link?.subject?.string }

  /// The message the link gives activities that support a message field, if any.
  public var message: String? { link?.message?.string }
}

extension HostedView {
  /// The one share link in this subtree on screen.
  ///
  /// - Throws: ``ViewHostError`` when there is none or several.
  public func shareLink() throws -> HostedShareLink {
    let nodes = try screenNodes { $0.view(as: ShareLinkProtocol.self) != nil }
    return HostedShareLink(try exactlyOne(nodes, what: "share links") { "No ShareLink on screen." }.node)
  }

  /// The share links in this subtree on screen, in tree order.
  public var shareLinks: [HostedShareLink] {
    ((try? screenNodes { $0.view(as: ShareLinkProtocol.self) != nil }) ?? []).map(HostedShareLink.init)
  }
}

extension ViewHost {
  /// The one share link on screen (see ``HostedView/shareLink()``).
  ///
  /// - Throws: ``ViewHostError`` when there is none or several.
  public func shareLink() throws -> HostedShareLink { try root.shareLink() }

  /// The share links on screen, in tree order.
  public var shareLinks: [HostedShareLink] { root.shareLinks }
}
