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

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let label: Label
  internal let text: Binding<String>

  /// Creates a secure field that binds to a string value, with a prompt and a custom label.
  ///
  /// - Parameters:
  ///   - text: The text to display and edit (masked in the tree dump).
  ///   - prompt: A `Text` representing the prompt of the secure field, which provides users with
  ///     guidance on what to type (ignored by HeadlessUI).
  ///   - label: A view that describes the purpose of the secure field.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.text = text
    self.label = label()
  }
}

extension SecureField where Label == Text {
  /// Creates a secure field with a prompt generated from a localized title string.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the localized title of the secure field, describing its purpose.
  ///   - text: The text to display and edit (masked in the tree dump).
  ///   - prompt: A `Text` representing the prompt of the secure field, which provides users with
  ///     guidance on what to type (ignored by HeadlessUI).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt) { Text(titleKey) }
  }

  /// Creates a secure field with a prompt generated from a title string.
  ///
  /// - Parameters:
  ///   - title: The title of the secure field, describing its purpose (not localized).
  ///   - text: The text to display and edit (masked in the tree dump).
  ///   - prompt: A `Text` representing the prompt of the secure field, which provides users with
  ///     guidance on what to type (ignored by HeadlessUI).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, text: Binding<String>, prompt: Text?) where S: StringProtocol {
    self.init(text: text, prompt: prompt) { Text(title) }
  }

  /// Creates a secure field with a label generated from a localized title string.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the localized title of the secure field, describing its purpose.
  ///   - text: The text to display and edit (masked in the tree dump).
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.text = text
    label = Text(titleKey)
  }

  /// Creates a secure field with a label generated from a title string.
  ///
  /// - Parameters:
  ///   - title: The title of the secure field, describing its purpose (not localized).
  ///   - text: The text to display and edit (masked in the tree dump).
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
