/// A control into which people securely enter private text.
///
/// In a ``ViewHost`` it is a text field: find it with `host.textField("Password")` and type
/// with ``HostedView/enterText(_:)``. The tree dump masks its text.
///
/// ```swift
/// SecureField("Password", text: $password)
/// ```
@MainActor @preconcurrency
public struct SecureField<Label>: View where Label: View {
  public typealias Body = Never

  nonisolated(unsafe) internal let label: Label
  internal let text: Binding<String>

  /// Creates a secure field that binds to a string value, with a prompt and a custom label.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.text = text
    self.label = label()
  }
}

extension SecureField where Label == Text {
  /// Creates a secure field with a prompt generated from a localized title string.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt) { Text(titleKey) }
  }

  /// Creates a secure field with a prompt generated from a title string.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, text: Binding<String>, prompt: Text?) where S: StringProtocol {
    self.init(text: text, prompt: prompt) { Text(title) }
  }

  /// Creates a secure field with a label generated from a localized title string.
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.text = text
    label = Text(titleKey)
  }

  /// Creates a secure field with a label generated from a title string.
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {
    self.text = text
    label = Text(title)
  }
}

extension SecureField: SingleChildPrimitive, TextFieldProtocol {
  var child: any View { label }

  func describe(_ node: Node) -> String? {
    "SecureField(\(node.title.debugDescription), text: \(String(repeating: "•", count: text.wrappedValue.count).debugDescription))"
  }
}

@available(*, unavailable)
extension SecureField: Sendable {}
