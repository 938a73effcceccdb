/// One window of an ``AppHost``: its view hierarchy (``host``) and its focus.
///
/// ```swift
/// // Fragment
/// let second = try app.openWindow()
/// try second.host.find(text: "Inbox").focus()
/// #expect(app.keyWindow === second)
/// ```
@MainActor
public final class HostedWindow: @MainActor CustomStringConvertible {
  /// The window's view hierarchy: query it, tap it, focus its views.
  public let host: ViewHost
  /// The window group's title, if it has one.
  public let title: String?
  /// The window's number in its app, from 1, in the order windows opened.
  public let number: Int
  let scope: FocusScope

  init(host: ViewHost, scope: FocusScope, title: String?, number: Int) {
    self.host = host
    self.scope = scope
    self.title = title
    self.number = number
  }

  /// The focused view of this window, if any (see ``ViewHost/focusedView``).
  public var focusedView: HostedView? { host.focusedView }

  /// `Window 2 "Notes"`.
  public var description: String { "Window \(number)\(title.map { " \($0.debugDescription)" } ?? "")" }
}
