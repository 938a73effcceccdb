/// An alert a ``ViewHost`` shows: its title, message and buttons, and a way to tap them.
///
/// An alert declared without any button gets SwiftUI's default "OK" button. Tapping a button
/// runs the button's action (it still sees the alert presented), then dismisses the alert (its
/// `isPresented` binding becomes `false`), then applies the resulting updates.
///
/// ```swift
/// // Fragment
/// let alert = try #require(host.alert)
/// #expect(alert.title == "Delete?")
/// #expect(alert.buttons.map(\.title) == ["Delete", "Cancel"])
/// try alert.tapButton("Delete")
/// ```
@MainActor
public struct PresentedAlert: @MainActor CustomStringConvertible {
  /// One button of a presented alert.
  public struct Button: Equatable, Sendable, CustomStringConvertible {
    /// The texts of the button's label, joined with spaces.
    public let title: String
    /// The button's role.
    public let role: ButtonRole?

    /// Creates a description of an alert button (handy to compare in tests).
    ///
    /// - Parameters:
    ///   - title: the button's title.
    ///   - role: the button's role, if any.
    public init(title: String, role: ButtonRole? = nil) {
      self.title = title
      self.role = role
    }

    /// The title, quoted, followed by the role in parentheses when there is one.
    public var description: String {
      role.map { "\(title.debugDescription) (\($0.name))" } ?? title.debugDescription
    }
  }

  private let presenter: Node
  /// Keeps the graph alive as long as this value exists.
  private let graph: ViewGraph

  internal init(presenter: Node) {
    self.presenter = presenter
    graph = presenter.graph
  }

  private var modifier: AlertModifier? { presenter.modifier as? AlertModifier }

  private func subtree(_ key: String) -> Node? {
    presenter.presented.first { $0.role == .alert && $0.key == AnyHashable(key) }
  }

  private var buttonNodes: [Node] {
    subtree("actions")?.screenNodes().filter { $0.button != nil } ?? []
  }

  /// The alert's title.
  public var title: String { modifier?.title.string ?? "" }

  /// The texts of the alert's message, joined with newlines, or `nil` without a message.
  public var message: String? {
    guard let texts = subtree("message")?.texts(), !texts.isEmpty else { return nil }
    return texts.joined(separator: "\n")
  }

  /// The alert's buttons, in order; a single "OK" button when it declares none. A
  /// confirmation dialog without a cancel button gets a "Cancel" button at the end, as on iOS.
  public var buttons: [Button] {
    let declared = buttonNodes.map { Button(title: $0.title, role: $0.button?.role) }
    return declared + implicitButtons(declared)
  }

  /// `alert` or `confirmation dialog`, for messages.
  private var kindName: String { modifier?.kind == .confirmationDialog ? "confirmation dialog" : "alert" }

  /// The buttons the system adds to the declared ones.
  private func implicitButtons(_ declared: [Button]) -> [Button] {
    switch modifier?.kind ?? .alert {
    case .alert: declared.isEmpty ? [Button(title: "OK")] : []
    case .confirmationDialog: declared.contains { $0.role == .cancel } ? [] : [Button(title: "Cancel", role: .cancel)]
    }
  }

  /// Taps the button titled `title`: runs the button's action, dismisses the alert, then applies
  /// the updates.
  ///
  /// - Parameter title: the button's title.
  /// - Throws: ``ViewHostError`` when the alert has no such button, when it is no longer
  ///   presented, or when the updates never settle.
  public func tapButton(_ title: String) throws {
    guard presenter.isMounted, let modifier, modifier.isShown else {
      throw ViewHostError("The \(kindName) \(self.title.debugDescription) is no longer presented.")
    }
    let nodes = buttonNodes
    let match = nodes.first { $0.title == title }
    let declared = nodes.map { Button(title: $0.title, role: $0.button?.role) }
    guard match != nil || implicitButtons(declared).contains(where: { $0.title == title }) else {
      throw ViewHostError(
        "The \(kindName) \(self.title.debugDescription) has no button titled \(title.debugDescription). Buttons: \(ViewHostError.quotedList(buttons.map(\.title)))."
      )
    }
    // SwiftUI runs the tapped button's action, then dismisses the alert.
    try graph.perform {
      if let match { try match.button?.trigger(from: match) }
      modifier.dismiss()
      presenter.invalidate()
    }
  }

  /// `Alert "Title": "Message" ["OK"]` (`ConfirmationDialog …` for a dialog).
  public var description: String {
    let message = self.message.map { ": \($0.debugDescription)" } ?? ""
    let kind = modifier?.kind == .confirmationDialog ? "ConfirmationDialog" : "Alert"
    return "\(kind) \(title.debugDescription)\(message) [\(buttons.map(\.description).joined(separator: ", "))]"
  }
}
