/// Constructs command sets from multi-expression closures. Like `ViewBuilder`, it supports any
/// number of expressions in the closure body.
///
/// ```swift
/// .commands {
///   CommandMenu("Note") { … }
///   CommandGroup(after: .newItem) { … }
/// }
/// ```
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@resultBuilder
public struct CommandsBuilder {
  /// Passes a single command group written as a child group through unmodified.
  ///
  /// - Parameter content: The commands.
  public static func buildExpression<Content>(_ content: Content) -> Content where Content: Commands {
    content
  }

  /// Builds an empty command hierarchy from a block containing no statements.
  public static func buildBlock() -> EmptyCommands {
    EmptyCommands()
  }

  /// Passes a single command group written as a child group through unmodified.
  ///
  /// - Parameter content: The commands.
  public static func buildBlock<C>(_ content: C) -> C where C: Commands {
    content
  }

  /// Builds one command hierarchy from several, in order.
  ///
  /// - Parameter content: The command groups.
  @_disfavoredOverload
  public static func buildBlock<each Content>(_ content: repeat each Content) -> some Commands
  where repeat each Content: Commands {
    var parts: [any Commands] = []
    repeat parts.append(each content)
    return TupleCommands(parts: parts)
  }
}

@available(*, unavailable)
extension CommandsBuilder: Sendable {}

/// Several commands in a row (what a builder block of several produces).
struct TupleCommands: Commands, PrimitiveCommands {
  nonisolated(unsafe) let parts: [any Commands]

  nonisolated init(parts: [any Commands]) {
    self.parts = parts
  }

  var body: Never { fatalError("TupleCommands has no body") }

  func contributions(in node: Node) -> [CommandElement] {
    parts.enumerated().map { CommandElement(key: $0.offset, commands: $0.element) }
  }
}
