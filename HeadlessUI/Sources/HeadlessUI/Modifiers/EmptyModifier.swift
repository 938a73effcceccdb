/// An empty, or identity, modifier, used during development to switch modifiers at compile time.
///
/// ```swift
/// // Fragment
/// Text("Hi").modifier(isDebug ? Highlighted() : EmptyModifier())  // (same types required)
/// ```
@frozen @MainActor @preconcurrency
public struct EmptyModifier: ViewModifier {
  public typealias Body = Never

  /// The identity modifier.
  @MainActor @preconcurrency
  public static let identity = EmptyModifier()

  /// Creates an empty modifier.
  nonisolated public init() {}

  /// The identity modifier has no body; the host shows the content unchanged.
  ///
  /// - Parameter content: The content the modifier is applied to (never called: the host shows it
  ///   unchanged).
  @MainActor @preconcurrency
  public func body(content: EmptyModifier.Content) -> EmptyModifier.Body {
    fatalError("EmptyModifier is a primitive modifier: it has no body")
  }
}

@MainActor
extension EmptyModifier: PrimitiveModifier {
  func render(content: any View, node: Node, in graph: ViewGraph) {
    passThrough(content, node, in: graph)
  }

  func describe() -> String { ".modifier(EmptyModifier())" }
}

extension EmptyModifier: Sendable {}
