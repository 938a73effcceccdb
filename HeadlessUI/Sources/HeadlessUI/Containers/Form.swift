/// A container for grouping controls used for data entry, such as in settings or inspectors.
///
/// ```swift
/// // Fragment
/// Form {
///   TextField("Name", text: $name)
///   Toggle("Subscribed", isOn: $isSubscribed)
/// }
/// ```
@MainActor @preconcurrency
public struct Form<Content>: View where Content: View {
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let content: Content

  /// Creates a form with the provided content.
  ///
  /// - Parameter content: The content of the form.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension Form: SingleChildPrimitive {
  var child: any View { content }

  func describe(_ node: Node) -> String? { "Form" }
}

@available(*, unavailable)
extension Form: Sendable {}
