/// A view that can display and edit long-form text.
///
/// In a ``ViewHost``, find it with ``HostedView/textEditor()`` (it has no title) or by its
/// accessibility label, and type into it with ``HostedView/enterText(_:)``. Return inserts a new
/// line: a text editor runs no `onSubmit` action.
///
/// ```swift
/// TextEditor(text: $notes)
/// ```
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct TextEditor: View {
  public typealias Body = Never

  internal let text: Binding<String>

  /// Creates a plain text editor.
  ///
  /// - Parameter text: A ``Binding`` to the variable containing the text to edit.
  nonisolated public init(text: Binding<String>) {
    self.text = text
  }
}

extension TextEditor: PrimitiveView {
  func render(_ node: Node, in graph: ViewGraph) {}

  func describe(_ node: Node) -> String? { "TextEditor(text: \(text.wrappedValue.debugDescription))" }
}

extension TextEditor: TextFieldProtocol {}

@available(*, unavailable)
extension TextEditor: Sendable {}
