/// A control that displays an editable text interface.
///
/// In a ``ViewHost``, find it by its title (`host.textField("Username")`) and call
/// ``HostedView/enterText(_:)`` to replace its text, as typing would.
///
/// ```swift
/// TextField("Username", text: $username)
/// ```
@MainActor @preconcurrency
public struct TextField<Label>: View where Label: View {
  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let label: Label
  internal let text: Binding<String>

  internal nonisolated init(text: Binding<String>, label: Label) {
    self.label = label
    self.text = text
  }

  /// The content of the field (its label; HeadlessUI renders the field itself).
  @MainActor @preconcurrency
  public var body: some View { label }
}

extension TextField where Label == Text {
  /// Creates a text field with a text label generated from a localized title string.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the localized title of the text field, describing its purpose.
  ///   - text: The text to display and edit.
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text, label: Text(titleKey))
  }

  /// Creates a text field with a text label generated from a title string.
  ///
  /// - Parameters:
  ///   - title: The title of the text field, describing its purpose (not localized).
  ///   - text: The text to display and edit.
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {
    self.init(text: text, label: Text(title))
  }
}

extension TextField: SingleChildPrimitive {
  var child: any View { label }

  func describe(_ node: Node) -> String? {
    "TextField(\(node.texts().joined(separator: " ").debugDescription), text: \(text.wrappedValue.debugDescription))"
  }
}

/// Lets the host edit a text field without knowing its label type.
@MainActor
protocol TextFieldProtocol {
  var text: Binding<String> { get }
}

extension TextField: TextFieldProtocol {}

@available(*, unavailable)
extension TextField: Sendable {}
