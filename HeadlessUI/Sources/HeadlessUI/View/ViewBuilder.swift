/// A result builder that constructs views from closures.
///
/// Supports what SwiftUI's builder supports: a sequence of views (parameter packs),
/// `if` (``buildIf(_:)``), `if`/`else` and `switch` (``buildEither(first:)``), and
/// `if #available` (``buildLimitedAvailability(_:)``).
///
/// ```swift
/// // Fragment
/// @ViewBuilder var content: some View {
///   Text("Title")
///   if showDetail { Text("Detail") }
/// }
/// ```
@resultBuilder
public struct ViewBuilder {
  /// Passes a single view written as a child view through unmodified.
  ///
  /// - Parameter content: The view written as an expression.
  @_alwaysEmitIntoClient
  public static func buildExpression<Content>(_ content: Content) -> Content where Content: View {
    content
  }

  /// Builds an empty view from a block containing no statements.
  @_alwaysEmitIntoClient
  public static func buildBlock() -> EmptyView {
    EmptyView()
  }

  /// Passes a single view written as a child view through unmodified.
  ///
  /// - Parameter content: The view to pass through.
  @_alwaysEmitIntoClient
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
    content
  }

  /// Combines several views into a ``TupleView``.
  ///
  /// - Parameter content: The views to combine, in order.
  @_disfavoredOverload @_alwaysEmitIntoClient
  public static func buildBlock<each Content>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> where repeat each Content: View {
    TupleView((repeat each content))
  }
}

extension ViewBuilder {
  /// Produces an optional view for conditional statements without an `else`.
  ///
  /// - Parameter content: The view of the `if` branch, or `nil` when the condition is false.
  @_alwaysEmitIntoClient
  public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
    content
  }

  /// Produces content for the first branch of a conditional.
  ///
  /// - Parameter first: The view of the first branch.
  @_alwaysEmitIntoClient
  public static func buildEither<TrueContent, FalseContent>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// Produces content for the second branch of a conditional.
  ///
  /// - Parameter second: The view of the second branch.
  @_alwaysEmitIntoClient
  public static func buildEither<TrueContent, FalseContent>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// Type-erases content guarded by an `if #available` check.
  ///
  /// - Parameter content: The view guarded by the availability check.
  @_alwaysEmitIntoClient
  public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View {
    AnyView(content)
  }
}

@available(*, unavailable)
extension ViewBuilder: Sendable {}
