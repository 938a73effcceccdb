/// Constructs command sets from multi-expression closures. Like `ViewBuilder`, it supports any
/// number of expressions in the closure body.
///
/// ```swift
/// // Fragment
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
}

@available(*, unavailable)
extension CommandsBuilder: Sendable {}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension CommandsBuilder {
  /// Builds one command hierarchy from 2 command groups, in order.
  ///
  /// ```swift
  /// // Fragment
  /// .commands { CommandMenu("Note") { … }; CommandGroup(after: .newItem) { … } }
  /// ```
  ///
  /// - Parameters:
  ///   - c0: The first command group.
  ///   - c1: The second command group.
  public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some Commands where C0: Commands, C1: Commands {
    TupleCommands(parts: [c0, c1])
  }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension CommandsBuilder {
  /// Builds one command hierarchy from 3 command groups, in order.
  ///
  /// ```swift
  /// // Fragment
  /// .commands { CommandMenu("Note") { … }; CommandGroup(after: .newItem) { … } }
  /// ```
  ///
  /// - Parameters:
  ///   - c0: The first command group.
  ///   - c1: The second command group.
  ///   - c2: The third command group.
  public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some Commands where C0: Commands, C1: Commands, C2: Commands {
    TupleCommands(parts: [c0, c1, c2])
  }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension CommandsBuilder {
  /// Builds one command hierarchy from 4 command groups, in order.
  ///
  /// ```swift
  /// // Fragment
  /// .commands { CommandMenu("Note") { … }; CommandGroup(after: .newItem) { … } }
  /// ```
  ///
  /// - Parameters:
  ///   - c0: The first command group.
  ///   - c1: The second command group.
  ///   - c2: The third command group.
  ///   - c3: The fourth command group.
  public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some Commands where C0: Commands, C1: Commands, C2: Commands, C3: Commands {
    TupleCommands(parts: [c0, c1, c2, c3])
  }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension CommandsBuilder {
  /// Builds one command hierarchy from 5 command groups, in order.
  ///
  /// ```swift
  /// // Fragment
  /// .commands { CommandMenu("Note") { … }; CommandGroup(after: .newItem) { … } }
  /// ```
  ///
  /// - Parameters:
  ///   - c0: The first command group.
  ///   - c1: The second command group.
  ///   - c2: The third command group.
  ///   - c3: The fourth command group.
  ///   - c4: The fifth command group.
  public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some Commands where C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands {
    TupleCommands(parts: [c0, c1, c2, c3, c4])
  }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension CommandsBuilder {
  /// Builds one command hierarchy from 6 command groups, in order.
  ///
  /// ```swift
  /// // Fragment
  /// .commands { CommandMenu("Note") { … }; CommandGroup(after: .newItem) { … } }
  /// ```
  ///
  /// - Parameters:
  ///   - c0: The first command group.
  ///   - c1: The second command group.
  ///   - c2: The third command group.
  ///   - c3: The fourth command group.
  ///   - c4: The fifth command group.
  ///   - c5: The sixth command group.
  public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some Commands where C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands {
    TupleCommands(parts: [c0, c1, c2, c3, c4, c5])
  }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension CommandsBuilder {
  /// Builds one command hierarchy from 7 command groups, in order.
  ///
  /// ```swift
  /// // Fragment
  /// .commands { CommandMenu("Note") { … }; CommandGroup(after: .newItem) { … } }
  /// ```
  ///
  /// - Parameters:
  ///   - c0: The first command group.
  ///   - c1: The second command group.
  ///   - c2: The third command group.
  ///   - c3: The fourth command group.
  ///   - c4: The fifth command group.
  ///   - c5: The sixth command group.
  ///   - c6: The seventh command group.
  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some Commands where C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands {
    TupleCommands(parts: [c0, c1, c2, c3, c4, c5, c6])
  }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension CommandsBuilder {
  /// Builds one command hierarchy from 8 command groups, in order.
  ///
  /// ```swift
  /// // Fragment
  /// .commands { CommandMenu("Note") { … }; CommandGroup(after: .newItem) { … } }
  /// ```
  ///
  /// - Parameters:
  ///   - c0: The first command group.
  ///   - c1: The second command group.
  ///   - c2: The third command group.
  ///   - c3: The fourth command group.
  ///   - c4: The fifth command group.
  ///   - c5: The sixth command group.
  ///   - c6: The seventh command group.
  ///   - c7: The eighth command group.
  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some Commands where C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands, C7: Commands {
    TupleCommands(parts: [c0, c1, c2, c3, c4, c5, c6, c7])
  }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension CommandsBuilder {
  /// Builds one command hierarchy from 9 command groups, in order.
  ///
  /// ```swift
  /// // Fragment
  /// .commands { CommandMenu("Note") { … }; CommandGroup(after: .newItem) { … } }
  /// ```
  ///
  /// - Parameters:
  ///   - c0: The first command group.
  ///   - c1: The second command group.
  ///   - c2: The third command group.
  ///   - c3: The fourth command group.
  ///   - c4: The fifth command group.
  ///   - c5: The sixth command group.
  ///   - c6: The seventh command group.
  ///   - c7: The eighth command group.
  ///   - c8: The ninth command group.
  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some Commands where C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands, C7: Commands, C8: Commands {
    TupleCommands(parts: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
  }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension CommandsBuilder {
  /// Builds one command hierarchy from 10 command groups, in order.
  ///
  /// ```swift
  /// // Fragment
  /// .commands { CommandMenu("Note") { … }; CommandGroup(after: .newItem) { … } }
  /// ```
  ///
  /// - Parameters:
  ///   - c0: The first command group.
  ///   - c1: The second command group.
  ///   - c2: The third command group.
  ///   - c3: The fourth command group.
  ///   - c4: The fifth command group.
  ///   - c5: The sixth command group.
  ///   - c6: The seventh command group.
  ///   - c7: The eighth command group.
  ///   - c8: The ninth command group.
  ///   - c9: The tenth command group.
  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some Commands where C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands, C7: Commands, C8: Commands, C9: Commands {
    TupleCommands(parts: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
  }
}

/// Several commands in a row (what a builder block of several produces).
struct TupleCommands: Commands, PrimitiveCommands {
  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) let parts: [any Commands]

  nonisolated init(parts: [any Commands]) {
    self.parts = parts
  }

  var body: Never { fatalError("TupleCommands has no body") }

  func contributions(in node: Node) -> [CommandElement] {
    parts.enumerated().map { CommandElement(key: $0.offset, commands: $0.element) }
  }
}
