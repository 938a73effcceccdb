extension View {
  /// Sets the unique tag value of this view: the value a `Picker` or `TabView` selection takes
  /// when this view is chosen.
  ///
  /// ```swift
  /// Text("Small").tag(Size.small)
  /// ```
  ///
  /// - Parameter tag: A `Hashable` value to use as the view's tag.
  nonisolated public func tag<V>(_ tag: V) -> some View where V: Hashable {
    modifier(TagModifier(tag: AnyHashable(tag)))
  }
}

/// Carries a view's tag.
nonisolated struct TagModifier: ViewModifier {
  typealias Body = Never
  let tag: AnyHashable
}

/// Reads a tag without knowing the modifier's type.
protocol TagModifierProtocol {
  var tag: AnyHashable { get }
}

extension TagModifier: TagModifierProtocol {}

@MainActor
extension TagModifier: PrimitiveModifier, AttributeReporting {
  func render(content: any View, node: Node, in graph: ViewGraph) {
    passThrough(content, node, in: graph)
  }

  func describe() -> String { ".tag(\(spelled(tag.base)))" }

  var attribute: ViewAttribute { ViewAttribute(name: "tag", value: spelled(tag.base)) }
}
