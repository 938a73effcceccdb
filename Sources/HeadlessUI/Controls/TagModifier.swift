extension View {
  /// Sets the unique tag value of this view: the value a `Picker` or `TabView` selection takes
  /// when this view is chosen.
  ///
  /// ```swift
  /// Text("Small").tag(Size.small)
  /// ```
  ///
  /// - Parameters:
  ///   - tag: A `Hashable` value to use as the view's tag.
  ///   - includeOptional: Whether the tag also matches a selection of type `V?` (a `List`
  ///     with an optional selection, a `Picker` over an optional value). With `false` the view
  ///     is only chosen by a selection of type `V`.
  nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V: Hashable {
    modifier(TagModifier(tag: AnyHashable(tag), includesOptional: includeOptional))
  }
}

/// Carries a view's tag.
nonisolated struct TagModifier: ViewModifier {
  typealias Body = Never
  let tag: AnyHashable
  let includesOptional: Bool
}

/// Reads a tag without knowing the modifier's type.
protocol TagModifierProtocol {
  var tag: AnyHashable { get }
  /// Whether the tag also matches an optional selection (`tag(_:includeOptional:)`).
  var includesOptional: Bool { get }
}

/// Recognises an `Optional` type without knowing its wrapped type.
protocol OptionalSelectionValue {}
extension Optional: OptionalSelectionValue {}

extension TagModifier: TagModifierProtocol {}

@MainActor
extension TagModifier: PrimitiveModifier, AttributeReporting {
  func render(content: any View, node: Node, in graph: ViewGraph) {
    passThrough(content, node, in: graph)
  }

  func describe() -> String { ".tag(\(spelled(tag.base)))" }

  var attribute: ViewAttribute { ViewAttribute(name: "tag", value: spelled(tag.base)) }
}
